import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { SystemProgram } from '@solana/web3.js';
import {
  buildTransaction,
  type CloseCapacity,
  COMPUTE_UNIT_ESTIMATES,
  closeAccountsCapacity,
  closeAccountsInstructions,
  largestFitting,
  MAX_COMPUTE_UNITS,
  MAX_INSTRUCTIONS,
  placeholderKey,
  type SolanaTokenAccount,
  transactionFit,
} from '@/chains/solana';

export interface CloseLayout {
  /** The fee is split with the inviter: one more transfer and key. */
  hasReferrer: boolean;
  /** The reclaimed SOL is sent on to a receiver (prepareCloseChunk): one more transfer and key. */
  forwardsRent: boolean;
}

let bothMeasured: CloseCapacity | undefined;

/** Both extra transfers at once, measured like closeAccountsCapacity on real transactions with placeholder keys. */
function measureBoth(): CloseCapacity {
  const owner = placeholderKey(10_003);
  const fits = (burn: boolean) => (count: number) => {
    if (count === 0) return true;
    const perAccount = COMPUTE_UNIT_ESTIMATES.closeAccount + (burn ? COMPUTE_UNIT_ESTIMATES.burn : 0);
    if (COMPUTE_UNIT_ESTIMATES.base + count * perAccount > MAX_COMPUTE_UNITS) return false;
    if (count * (burn ? 2 : 1) + 5 > MAX_INSTRUCTIONS) return false;
    const accounts: SolanaTokenAccount[] = Array.from({ length: count }, (_, index) => ({
      address: placeholderKey(index),
      programId: TOKEN_PROGRAM_ID,
      mint: placeholderKey(1_000 + index),
      owner,
      amount: burn ? 1n : 0n,
      lamports: 2_039_280n,
      isNative: false,
      isFrozen: false,
      closeAuthority: null,
      withheldAmount: 0n,
    }));
    const fee = { receiver: placeholderKey(10_001), referrer: placeholderKey(10_002) };
    const built = closeAccountsInstructions({ owner, accounts, burnDust: burn, fee });
    const forward = SystemProgram.transfer({
      fromPubkey: owner,
      toPubkey: placeholderKey(10_004),
      lamports: built.reclaimed - built.fee,
    });
    const instructions = [...built.instructions, forward];
    return transactionFit(buildTransaction({ payer: owner, instructions, computeBudget: { microLamports: 0n } })).fits;
  };
  return {
    plain: largestFitting(MAX_INSTRUCTIONS, fits(false)),
    withBurn: largestFitting(MAX_INSTRUCTIONS, fits(true)),
  };
}

/**
 * Accounts per close transaction (no priority fee: these tools set none). One extra transfer, the inviter's share or
 * the rent sent on, is what the library measures with `hasReferrer`; both together are measured here.
 */
export function closeCapacity(layout: CloseLayout): CloseCapacity {
  if (!(layout.hasReferrer && layout.forwardsRent)) {
    return closeAccountsCapacity({ hasFee: true, hasReferrer: layout.hasReferrer || layout.forwardsRent });
  }
  bothMeasured ??= measureBoth();
  return bothMeasured;
}
