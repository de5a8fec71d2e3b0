'use client';

import { useEffect, useRef } from 'react';
import { TICK_EVERY_MS, type TickerBeat, type TickerCommand } from './ticker-protocol';

/**
 * Calls `onTick` every TICK_EVERY_MS while `active`, from a Web Worker's timer (a background tab keeps its rhythm).
 * Where no worker can start (an old browser, a test DOM), the page's own interval beats instead.
 */
export function useTicker(active: boolean, onTick: () => void): void {
  const latest = useRef(onTick);
  latest.current = onTick;
  useEffect(() => {
    if (!active) return;
    let worker: Worker | undefined;
    try {
      worker = new Worker(new URL('./ticker.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      worker = undefined;
    }
    if (!worker) {
      const timer = setInterval(() => latest.current(), TICK_EVERY_MS);
      return () => clearInterval(timer);
    }
    worker.onmessage = (event: MessageEvent<TickerBeat>) => {
      if (event.data.type === 'tick') latest.current();
    };
    worker.postMessage({ type: 'start', everyMs: TICK_EVERY_MS } satisfies TickerCommand);
    return () => {
      worker.postMessage({ type: 'stop' } satisfies TickerCommand);
      worker.terminate();
    };
  }, [active]);
}
