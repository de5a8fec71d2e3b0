import type { JobState } from '@/lib/batch/types';
import type { KeyRing } from './keys';

/** Of the wallets with rows still to do, how many have their key pasted now. */
export function lanesWithKeys(job: JobState, ring: KeyRing): { found: number; needed: number } {
  const lanes = new Set(job.chunks.filter((chunk) => chunk.status !== 'confirmed').map((chunk) => chunk.lane));
  let found = 0;
  for (const lane of lanes) if (ring.has(lane)) found += 1;
  return { found, needed: lanes.size };
}
