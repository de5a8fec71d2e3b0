import { APP_VERSION } from '@/lib/version';
import { currentFullPath, currentIdentity } from './identity';
import { createTracker, type Tracker } from './tracker';
import type { TrackInput } from './types';

export const PING_ENDPOINT = '/api/v1/ping';

let browserTracker: Tracker | undefined;

/** The page's one tracker, created on first use in the browser. */
export function getTracker(): Tracker {
  browserTracker ??= createTracker({
    endpoint: PING_ENDPOINT,
    version: APP_VERSION,
    now: Date.now,
    identity: memoized(currentIdentity),
    currentPath: currentFullPath,
    loadPipeline: () => import('./pipeline').then((module) => module.pipeline),
    sendBeacon:
      typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined,
    fetch: typeof fetch === 'undefined' ? undefined : (url, init) => fetch(url, init),
    setTimer: (run, delayMs) => setTimeout(run, delayMs),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  return browserTracker;
}

/** Tracks one event (spec §3); does nothing on the server. */
export function trackEvent(input: TrackInput): void {
  if (typeof window === 'undefined') return;
  getTracker().track(input);
}

function memoized<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}
