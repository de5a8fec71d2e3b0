/// <reference lib="webworker" />
import { SolanaVanitySearch } from '@/lib/vanity/solana-search';
import type { SolanaVanityCommand, SolanaVanityReport } from './solana-vanity-protocol';

// One search per worker; the page starts one worker per logical core. Slices of ≈ 100 ms keep pause/stop prompt.
const SLICE_MS = 100;
const scope = self as unknown as DedicatedWorkerGlobalScope;
let search: SolanaVanitySearch | null = null;
let paused = false;
let scheduled = false;

const post = (report: SolanaVanityReport) => scope.postMessage(report);

function loop() {
  scheduled = false;
  if (!search || paused) return;
  const { checked, hits } = search.run(SLICE_MS);
  post({ type: 'progress', checked });
  for (const hit of hits) post({ type: 'hit', seed: hit.seed, address: hit.address });
  schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(loop, 0);
}

scope.onmessage = async (event: MessageEvent<SolanaVanityCommand>) => {
  const command = event.data;
  try {
    if (command.type === 'start') {
      search = await SolanaVanitySearch.create(command.pattern);
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
