import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';

/** What a pasted contract line can be wrong about (translated as batchCollectionNft.contractIssues.<code>). */
export type ContractIssueCode = 'invalidAddress' | 'duplicate';

export interface ContractIssue {
  line: number;
  code: ContractIssueCode;
}

/** Contracts asked at most per sweep: each costs detection reads and log scans. */
export const MAX_CONTRACTS = 50;

/**
 * The NFT contracts to sweep, one address per line (blank lines and `#` comments skipped; a trailing comma or text
 * after a space is ignored, as in a CSV export): EIP-55 addresses in input order, and problems by line.
 */
export function parseContractList(text: string): { contracts: Address[]; issues: ContractIssue[] } {
  const contracts: Address[] = [];
  const issues: ContractIssue[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const value = raw.trim().split(/[\s,;]+/)[0] ?? '';
    if (value === '' || value.startsWith('#')) return;
    const address = checksumEvmAddress(value);
    if (!address) {
      issues.push({ line, code: 'invalidAddress' });
      return;
    }
    const id = address.toLowerCase();
    if (seen.has(id)) {
      issues.push({ line, code: 'duplicate' });
      return;
    }
    seen.add(id);
    contracts.push(address);
  });
  return { contracts, issues };
}

/** The first block of the log scan: empty is 0 (the whole chain); otherwise a non-negative integer. */
export function parseFromBlock(text: string): bigint | undefined {
  const trimmed = text.trim().replace(/[_,]/g, '');
  if (trimmed === '') return 0n;
  return /^\d{1,15}$/.test(trimmed) ? BigInt(trimmed) : undefined;
}
