import { type SentStore, type SentTransaction, solanaTransactionStates } from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { JobState } from '@/lib/batch/types';

/** What the chain says of a job's unconfirmed chunks before it is wiped for a new batch. */
export interface ClearCheck {
  /** Chunks with a transaction that may still land (not seen, blockhash not expired): clearing could pay twice. */
  mayLand: number[];
  /** Chunks whose transaction landed and succeeded although the job does not say so yet, with that signature. */
  landed: { chunkId: number; signature: string }[];
}

/** Stands for "expiry unknown": such a transaction can be shown landed, never shown expired (as the driver reads it). */
const UNKNOWN_EXPIRY = Number.MAX_SAFE_INTEGER;

/**
 * The transactions recorded for each chunk not confirmed: its hash in the job and the driver's last entry in the
 * sent store (written before the broadcast, so it is there even when the page went away before the hash was).
 */
function recordedOf(job: JobState, store: SentStore): { chunkId: number; sent: SentTransaction }[] {
  return job.chunks.flatMap((chunk) => {
    if (chunk.status === 'confirmed') return [];
    const last = store.get(chunk.id);
    const recorded: SentTransaction[] = last ? [last] : [];
    if (chunk.txHash && chunk.txHash !== last?.signature) {
      recorded.push({ signature: chunk.txHash, lastValidBlockHeight: UNKNOWN_EXPIRY });
    }
    return recorded.map((sent) => ({ chunkId: chunk.id, sent }));
  });
}

/**
 * Asks the chain (one block height and one status read) about every transaction the job recorded. A chunk that
 * landed is reported landed whatever its other transactions; otherwise one that may still land blocks the clear.
 */
export async function checkBeforeClear(rpc: SolanaRpc, job: JobState, store: SentStore): Promise<ClearCheck> {
  const recorded = recordedOf(job, store);
  const states = await solanaTransactionStates(
    rpc,
    recorded.map((item) => item.sent),
  );
  const landed = new Map<number, string>();
  const pending = new Set<number>();
  recorded.forEach(({ chunkId, sent }, index) => {
    if (states[index].state === 'confirmed') landed.set(chunkId, sent.signature);
    if (states[index].state === 'pending') pending.add(chunkId);
  });
  return {
    mayLand: [...pending].filter((chunkId) => !landed.has(chunkId)),
    landed: [...landed].map(([chunkId, signature]) => ({ chunkId, signature })),
  };
}

/** The job with the chunks found landed marked confirmed, with the signature that landed (their error cleared). */
export function withLanded(job: JobState, landed: ClearCheck['landed']): JobState {
  if (landed.length === 0) return job;
  const signatures = new Map(landed.map((item) => [item.chunkId, item.signature]));
  return {
    ...job,
    chunks: job.chunks.map((chunk) => {
      const signature = signatures.get(chunk.id);
      if (signature === undefined) return chunk;
      const { error: _error, isSending: _sending, ...rest } = chunk;
      return { ...rest, status: 'confirmed', txHash: signature };
    }),
  };
}
