import type { PriorityFeeRpc } from '@/chains/solana/priority-fee';
import type { SolanaRpc } from '@/chains/solana/rpc';

/** What a Solana tool page talks to: the library's calls, and the recent-fee question of the priority fee field. */
export type SolanaToolRpc = SolanaRpc & PriorityFeeRpc;

/** Highest price accepted (micro-lamports per compute unit): beyond it a typo would cost SOL, not speed. */
export const MAX_MICRO_LAMPORTS = 100_000_000n;

/** '' → 0n (none); whole numbers up to MAX_MICRO_LAMPORTS; anything else is 'invalid'. */
export function parsePriorityFee(text: string): bigint | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return 0n;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = BigInt(trimmed);
  return value > MAX_MICRO_LAMPORTS ? 'invalid' : value;
}
