import { getDb } from '@/db';
import { type GasHistoryPoint, sharedGasHistory } from './history';
import { type GasSnapshot, gasSnapshot } from './snapshot';
import { gasTracker } from './tracker';

/** Everything the gas page shows: the current rows and the 24-hour chart. */
export interface GasPageData extends GasSnapshot {
  /** By chain id, oldest first; empty while the job has not sampled yet (or the database cannot be read). */
  history: Record<number, GasHistoryPoint[]>;
}

/** A page render waits this long for chains being read; the rest arrive with the next refresh. */
export const GAS_PAGE_WAIT_MS = 3_000;

/** The shared reads (tracker, chart) as the page and GET /api/v1/gas serve them: no upstream call of its own. */
export async function gasPageData(): Promise<GasPageData> {
  const [snapshot, history] = await Promise.all([
    gasSnapshot(gasTracker(), { waitMs: GAS_PAGE_WAIT_MS }),
    getDb()
      .then((db) => sharedGasHistory(db))
      .catch((error: unknown) => {
        console.error('[gas] history not readable:', error instanceof Error ? error.message : error);
        return {};
      }),
  ]);
  return { ...snapshot, history };
}
