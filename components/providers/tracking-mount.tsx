'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { installGlobalErrorHandler } from '@/lib/client/tracking/global-error-handler';
import { currentFullPath, pageIdOf } from '@/lib/client/tracking/page-path';
import type { TrackInput } from '@/lib/client/tracking/types';

type BrowserTracking = typeof import('@/lib/client/tracking/browser-tracker');

/**
 * The tracker (batching, redaction, gzip, beacons) is fetched when its first batch is due, as the tracker itself
 * would send it (FLUSH_DELAY_MS after the first event), or sooner once the visitor interacts, so that it is there
 * when the page hides: not with the page's own code (issue 13 point 10). Until then events wait here with their time
 * and path. A page hidden before the tracker came (a visit of a few seconds without a click or a key) sends nothing.
 */
export const TRACKER_LOAD_DELAY_MS = 5_000;
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

let tracking: BrowserTracking | undefined;
let trackingLoad: Promise<BrowserTracking> | undefined;
const waiting: TrackInput[] = [];

export function loadTracking(): Promise<BrowserTracking> {
  trackingLoad ??= import('@/lib/client/tracking/browser-tracker').then(
    (module) => {
      tracking = module;
      for (const input of waiting.splice(0)) module.trackEvent(input);
      return module;
    },
    (error: unknown) => {
      trackingLoad = undefined;
      throw error;
    },
  );
  return trackingLoad;
}

/** Tests: a fresh page, the tracker not fetched yet. */
export function forgetTrackingForTests(): void {
  tracking = undefined;
  trackingLoad = undefined;
  waiting.length = 0;
}

/** Tracks now if the tracker is here, else keeps the event (its time and path as of now) for it. */
function track(input: TrackInput): void {
  if (tracking) {
    tracking.trackEvent(input);
    return;
  }
  waiting.push({ ...input, time: input.time ?? Date.now(), path: input.path ?? currentFullPath() });
}

/** Clicks on elements marked `data-track="<element id>"` become click events with that element id. */
function trackMarkedClicks(event: MouseEvent) {
  const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
  const elementId = element?.dataset.track;
  if (elementId) track({ event: 'click', elementId, pageId: pageIdOf(window.location.pathname) });
}

/**
 * Tracking on every page (spec §4, §7): page views, marked clicks, the global error handler (its reporting code is
 * fetched with the first error), and the flush on page hide once the tracker is here. Renders nothing.
 */
export function TrackingMount() {
  const pathname = usePathname();

  useEffect(() => {
    let isMounted = true;
    let stopFlushOnHide: () => void = () => undefined;
    const start = () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
      loadTracking()
        .then((module) => {
          if (isMounted) stopFlushOnHide = module.getTracker().listen({ window, document });
        })
        // Offline or a new deployment: events wait for the next try (the next interaction or page).
        .catch(() => undefined);
    };
    const timer = setTimeout(start, TRACKER_LOAD_DELAY_MS);
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    const removeErrorHandler = installGlobalErrorHandler(window);
    document.addEventListener('click', trackMarkedClicks, { capture: true, passive: true });
    return () => {
      isMounted = false;
      clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
      stopFlushOnHide();
      removeErrorHandler();
      document.removeEventListener('click', trackMarkedClicks, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (pathname) track({ event: 'page-view', pageId: pageIdOf(pathname) });
  }, [pathname]);

  return null;
}
