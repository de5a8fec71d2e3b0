import { type SentStore, type SentTransaction, solanaTransactionStates } from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { JobState } from '@/lib/batch/types';

/**
 * Before a new collection replaces an earlier job (and clears its sent store), its unfinished chunks are asked on
 * chain: a chunk `sent`, or failed with a signature that may still land, could move the same funds again if the
 * same wallets are collected anew (fixed amounts move twice). Landed chunks are marked confirmed.
 */
export interface PreviousRunCheck {
  /** The earlier job with the chunks found landed marked confirmed. */
  job: JobState;
  /** Chunks whose transaction may still land: while above 0, no new run may replace the job. */
  mayLand: number;
}

/** What a chunk may have sent: the store's entry (with its expiry) and the job's hash (unknown expiry: only landing). */
function candidatesOf(txHash: string | undefined, stored: SentTransaction | undefined): SentTransaction[] {
  const candidates = stored ? [stored] : [];
  if (txHash && txHash !== stored?.signature) {
    candidates.push({ signature: txHash, lastValidBlockHeight: Number.MAX_SAFE_INTEGER });
  }
  return candidates;
}

export async function checkPreviousRun(rpc: SolanaRpc, job: JobState, store: SentStore): Promise<PreviousRunCheck> {
  const open = job.chunks
    .filter((chunk) => chunk.status !== 'confirmed')
    .map((chunk) => ({ chunk, candidates: candidatesOf(chunk.txHash, store.get(chunk.id)) }))
    .filter((entry) => entry.candidates.length > 0);
  const states = await solanaTransactionStates(
    rpc,
    open.flatMap((entry) => entry.candidates),
  );
  const landed = new Map<number, string>();
  let mayLand = 0;
  let position = 0;
  for (const { chunk, candidates } of open) {
    const own = states.slice(position, position + candidates.length);
    position += candidates.length;
    const confirmed = own.findIndex((state) => state.state === 'confirmed');
    if (confirmed >= 0) landed.set(chunk.id, candidates[confirmed].signature);
    else if (own.some((state) => state.state === 'pending')) mayLand += 1;
  }
  const chunks = job.chunks.map((chunk) => {
    const signature = landed.get(chunk.id);
    if (signature === undefined) return chunk;
    const { isSending: _done, error: _none, ...rest } = chunk;
    return { ...rest, status: 'confirmed' as const, txHash: signature };
  });
  return { job: { ...job, chunks }, mayLand };
}
