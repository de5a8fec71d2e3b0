/// <reference lib="webworker" />
import { Create2Search } from '@/lib/vanity/create2-search';
import { EvmVanitySearch } from '@/lib/vanity/evm-search';
import type { VanityCommand, VanityReport } from './vanity-protocol';

// One search per worker; the page starts one worker per logical core. Slices of ≈ 100 ms keep pause/stop prompt.
const SLICE_MS = 100;
const scope = self as unknown as DedicatedWorkerGlobalScope;
let search: EvmVanitySearch | Create2Search | null = null;
let paused = false;
let scheduled = false;

const post = (report: VanityReport) => scope.postMessage(report);

function loop() {
  scheduled = false;
  if (!search || paused) return;
  const { checked, hits } = search.run(SLICE_MS);
  // Progress first: when a hit ends the run, the keys that led to it are counted.
  post({ type: 'progress', checked });
  for (const hit of hits) {
    const secret = 'salt' in hit ? hit.salt : `0x${hit.privateKey.toString(16).padStart(64, '0')}`;
    post({ type: 'hit', secret, address: hit.address });
  }
  schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(loop, 0);
}

scope.onmessage = async (event: MessageEvent<VanityCommand>) => {
  const command = event.data;
  try {
    if (command.type === 'start') {
      search = command.target
        ? await Create2Search.create(command.pattern, command.target)
        : await EvmVanitySearch.create(command.pattern);
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
