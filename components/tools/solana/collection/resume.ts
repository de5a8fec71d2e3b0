import type { SolanaKeyRing } from '@/components/tools/solana/key-ring/key-ring';
import type { JobState } from '@/lib/batch/types';

/** Of the wallets that must sign the unfinished rows (their sources and the chosen fee payer), how many are pasted. */
export function keysForResume(job: JobState, ring: SolanaKeyRing): { found: number; needed: number } {
  const needed = new Set<string>();
  for (const chunk of job.chunks) {
    if (chunk.status === 'confirmed') continue;
    for (const index of chunk.rowIndexes) needed.add(job.rows[index].address);
  }
  const feePayer = job.meta.feePayer;
  if (needed.size > 0 && feePayer && feePayer !== 'first-source') needed.add(feePayer);
  let found = 0;
  for (const address of needed) if (ring.has(address)) found += 1;
  return { found, needed: needed.size };
}
