import type { Address } from 'viem';
import type { NftHoldings, NftStandard } from '@/chains/evm/nft/reads';
import type { NftRow } from './nft-rows';

// Each row held against what the chain says now (chains/evm/nft/reads.ts, one multicall): an ERC-721 id must exist
// and belong to the sender; an ERC-1155 id's amounts, summed over every line that sends it, must fit the sender's
// balance. Shown by line before anything is signed; a row with a problem holds the send back.

export type NftChainIssue =
  /** ERC-721 id that ownerOf refuses: never minted, or burnt. */
  | { code: 'no-token' }
  /** ERC-721 id owned by someone else. */
  | { code: 'not-owner'; owner: Address }
  /** ERC-1155: this line brings the id's total above the sender's balance. */
  | { code: 'over-balance'; balance: bigint; needed: bigint };

export interface CheckedNftRow extends NftRow {
  /** ERC-721: the id's owner now; ERC-1155: the sender's balance of the id. */
  owner?: Address;
  balance?: bigint;
  issue?: NftChainIssue;
}

export function checkNftRows(
  rows: readonly NftRow[],
  standard: NftStandard,
  from: Address,
  holdings: NftHoldings,
): CheckedNftRow[] {
  const used = new Map<bigint, bigint>();
  return rows.map((row) => {
    if (standard === 'erc721') {
      const owner = holdings.owners.get(row.tokenId);
      if (owner === undefined) return { ...row, issue: { code: 'no-token' } };
      if (owner.toLowerCase() !== from.toLowerCase()) return { ...row, owner, issue: { code: 'not-owner', owner } };
      return { ...row, owner };
    }
    const balance = holdings.balances.get(row.tokenId) ?? 0n;
    const needed = (used.get(row.tokenId) ?? 0n) + row.amount;
    used.set(row.tokenId, needed);
    return needed > balance
      ? { ...row, balance, issue: { code: 'over-balance', balance, needed } }
      : { ...row, balance };
  });
}

export function linesWithIssues(checked: readonly CheckedNftRow[]): number[] {
  return checked.filter((row) => row.issue).map((row) => row.line);
}
