import { readSolanaBalances } from '@/chains/solana/balances';
import { findRentExemptionShortfalls, type RentExemptionShortfall } from '@/chains/solana/rent-exemption';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { Chunk } from '@/lib/batch/types';

/**
 * SOL batches: the transactions that would leave a recipient between 0 and the rent-exempt minimum, which Solana
 * refuses. The recipients' lamports are read in one getMultipleAccounts per 100 (repeated recipients once).
 */
export async function findRecipientRentShortfalls(
  rpc: SolanaRpc,
  chunks: readonly Chunk[],
  minimum: bigint,
): Promise<RentExemptionShortfall[]> {
  const transfers = chunks.flatMap((chunk) =>
    chunk.rows.map((row) => ({ transaction: chunk.id, line: row.line, to: row.address, lamports: row.amount ?? 0n })),
  );
  if (transfers.length === 0) return [];
  const owners = [...new Set(transfers.map((transfer) => transfer.to))];
  const read = await readSolanaBalances({ connection: rpc, owners });
  const held = new Map(read.balances.map((entry) => [entry.owner, entry.balance ?? 0n]));
  return findRentExemptionShortfalls(transfers, held, minimum);
}
