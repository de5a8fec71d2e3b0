import { type CloseCapacity, closeAccountsCapacity } from '@/chains/solana/close-accounts';

export interface CloseLayout {
  /** The fee is split with the inviter: one more transfer and key. */
  hasReferrer: boolean;
  /** The reclaimed SOL is sent on to a receiver (prepareCloseChunk): one more transfer and key. */
  forwardsRent: boolean;
}

/** Accounts per close transaction (no priority fee: these tools set none), measured by the library. */
export function closeCapacity(layout: CloseLayout): CloseCapacity {
  return closeAccountsCapacity({ hasFee: true, ...layout });
}
