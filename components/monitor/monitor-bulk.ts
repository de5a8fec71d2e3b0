import type { Address } from 'viem';
import { checkEvmAddress } from '@/chains/evm/address';
import { MAX_LABEL_LENGTH } from './monitor-api';

/** A pasted line ready to add: line numbers count from 1, as the textarea shows them. */
export interface BulkLine {
  line: number;
  /** EIP-55. */
  address: Address;
  label: string;
}

export type BulkIssueKind = 'format' | 'checksum' | 'label' | 'duplicate';

export interface BulkIssue {
  line: number;
  input: string;
  issue: BulkIssueKind;
  /** For a duplicate: the line that has the address first. */
  firstLine?: number;
}

export interface ParsedBulk {
  lines: BulkLine[];
  issues: BulkIssue[];
}

/** Between the address and its label: the first comma (ASCII or full-width) or tab. */
const LABEL_SEPARATOR = /[,\uFF0C\t]/;

/**
 * The bulk-add box: one address a line, optionally followed by `,label`; blank lines are skipped. Addresses are
 * checked as the server checks them (mixed case must carry a valid EIP-55 checksum); an address pasted twice is
 * reported on its second line.
 */
export function parseBulkLines(text: string): ParsedBulk {
  const result: ParsedBulk = { lines: [], issues: [] };
  const firstLine = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const input = raw.trim();
    if (!input) return;
    const separator = input.search(LABEL_SEPARATOR);
    const addressText = separator < 0 ? input : input.slice(0, separator);
    const label = separator < 0 ? '' : input.slice(separator + 1).trim();
    const check = checkEvmAddress(addressText, { strict: true });
    if (!check.ok) {
      result.issues.push({ line, input, issue: check.issue === 'checksum' ? 'checksum' : 'format' });
      return;
    }
    if (label.length > MAX_LABEL_LENGTH) {
      result.issues.push({ line, input, issue: 'label' });
      return;
    }
    const key = check.address.toLowerCase();
    const first = firstLine.get(key);
    if (first !== undefined) {
      result.issues.push({ line, input, issue: 'duplicate', firstLine: first });
      return;
    }
    firstLine.set(key, line);
    result.lines.push({ line, address: check.address, label });
  });
  return result;
}
