/// <reference lib="webworker" />
import type { TickerCommand } from './ticker-protocol';

// The session's heartbeat. A background tab throttles its own timers to once a minute or less (Chrome's intensive
// throttling); a dedicated worker's timers keep their rhythm, so the page ticks from here. The worker only beats:
// the decisions, the keys and the chain stay in the page.
const scope = self as unknown as DedicatedWorkerGlobalScope;
let timer: ReturnType<typeof setInterval> | undefined;

scope.onmessage = (event: MessageEvent<TickerCommand>) => {
  const command = event.data;
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
  if (command.type === 'start') timer = setInterval(() => scope.postMessage({ type: 'tick' }), command.everyMs);
};
