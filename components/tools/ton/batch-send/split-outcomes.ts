import type { ChunkState, JobState } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import type { SentRequest } from './sent-requests';

/**
 * A TON request can land while some of its rows bounce: the engine fails the whole chunk, this splits it. Each failed
 * chunk whose request landed (its row outcomes read) becomes a confirmed chunk of the delivered rows and a failed
 * chunk of the others, with the chain's reason; that failed chunk's fee was paid with the request, so it is marked
 * fee-free (meta.feeFree) and a retry sends those rows alone, without a second fee. Null when nothing is to split.
 */
export function splitSettledChunks(job: JobState, sent: Readonly<Record<string, SentRequest>>): JobState | null {
  const list = (text: string | undefined) => new Set(text ? text.split(',').filter(Boolean) : []);
  const feeFree = list(job.meta.feeFree);
  /** Requests already split (their hashes written `h<hex>`: a bare 64-hex text is refused as a key by persist). */
  const splitHashes = list(job.meta.splitHashes);
  let nextId = Math.max(-1, ...job.chunks.map((chunk) => chunk.id)) + 1;
  let isChanged = false;
  const chunks: ChunkState[] = [];
  for (const chunk of job.chunks) {
    const outcomes = chunk.txHash ? sent[chunk.txHash]?.outcomes : undefined;
    const isSplitDone = chunk.txHash !== undefined && splitHashes.has(`h${chunk.txHash}`);
    if (chunk.status !== 'failed' || !outcomes || isSplitDone || outcomes.length !== chunk.rowIndexes.length) {
      chunks.push(chunk);
      continue;
    }
    isChanged = true;
    splitHashes.add(`h${chunk.txHash}`);
    const delivered = chunk.rowIndexes.filter((_, position) => outcomes[position] === 'delivered');
    const failed = chunk.rowIndexes.filter((_, position) => outcomes[position] !== 'delivered');
    const reasons = [...new Set(outcomes.filter((outcome) => outcome !== 'delivered'))].join('; ');
    const error = { code: CLIENT_CODE.EXECUTION_REVERTED, message: reasons };
    if (delivered.length === 0) {
      chunks.push({ ...chunk, error });
      feeFree.add(String(chunk.id));
      continue;
    }
    chunks.push({ ...chunk, rowIndexes: delivered, status: 'confirmed', error: undefined });
    const id = nextId;
    nextId += 1;
    chunks.push({ id, lane: chunk.lane, rowIndexes: failed, status: 'failed', txHash: chunk.txHash, error });
    feeFree.add(String(id));
  }
  if (!isChanged) return null;
  return {
    ...job,
    chunks,
    meta: { ...job.meta, feeFree: [...feeFree].join(','), splitHashes: [...splitHashes].join(',') },
  };
}
