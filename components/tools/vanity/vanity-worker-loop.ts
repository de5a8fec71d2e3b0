/// <reference lib="webworker" />
import type { VanityControl, VanityReport, VanitySearchSlice } from './vanity-protocol';

// Slices of ≈ 100 ms keep pause/stop prompt.
const SLICE_MS = 100;

/**
 * The body of a vanity worker (one per logical core): the family's start command creates its search, then slices run
 * until paused or terminated. Progress is posted before the hits, so the keys that led to a final hit are counted.
 */
export function serveVanitySearch<Start extends { type: 'start' }>(
  create: (command: Start) => Promise<VanitySearchSlice>,
): void {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  let search: VanitySearchSlice | null = null;
  let paused = false;
  let scheduled = false;
  const post = (report: VanityReport) => scope.postMessage(report);

  const loop = () => {
    scheduled = false;
    if (!search || paused) return;
    const { checked, hits } = search.run(SLICE_MS);
    post({ type: 'progress', checked });
    for (const hit of hits) post({ type: 'hit', secret: hit.secret, address: hit.address });
    schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(loop, 0);
  };

  scope.onmessage = async (event: MessageEvent<Start | VanityControl>) => {
    const command = event.data;
    try {
      if (command.type === 'start') {
        search = await create(command as Start);
        paused = false;
        schedule();
      } else if (command.type === 'pause') {
        paused = true;
      } else if (command.type === 'resume') {
        paused = false;
        schedule();
      }
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
