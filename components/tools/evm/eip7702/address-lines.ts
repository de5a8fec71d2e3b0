import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';

export interface AddressLine {
  line: number;
  address: Address;
}

export interface AddressLineIssue {
  line: number;
  kind: 'invalid' | 'duplicate';
  /** The first line of the same address, for duplicates. */
  firstLine?: number;
}

/** The most addresses one check reads (spec §6's largest balance-check limit). */
export const MAX_CHECKED_ADDRESSES = 10_000;

/**
 * One address per line, with line numbers: the line's first cell (a CSV row `address,label` reads as its address),
 * blank and `#` lines skipped.
 */
export function parseAddressLines(text: string): { entries: AddressLine[]; issues: AddressLineIssue[] } {
  const entries: AddressLine[] = [];
  const issues: AddressLineIssue[] = [];
  const firstLine = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const cell = raw.trim().split(/[,;\t ]+/)[0] ?? '';
    if (cell === '' || cell.startsWith('#')) return;
    const address = checksumEvmAddress(cell);
    if (!address) {
      issues.push({ line, kind: 'invalid' });
      return;
    }
    const first = firstLine.get(address.toLowerCase());
    if (first !== undefined) {
      issues.push({ line, kind: 'duplicate', firstLine: first });
      return;
    }
    firstLine.set(address.toLowerCase(), line);
    entries.push({ line, address });
  });
  return { entries, issues };
}
