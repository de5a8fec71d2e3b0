'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { getTracker, installGlobalErrorHandler, pageIdOf, trackEvent } from '@/lib/client/tracking';

/** Clicks on elements marked `data-track="<element id>"` become click events with that element id. */
function trackMarkedClicks(event: MouseEvent) {
  const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
  const elementId = element?.dataset.track;
  if (elementId) trackEvent({ event: 'click', elementId, pageId: pageIdOf(window.location.pathname) });
}

/**
 * Tracking on every page (spec §4, §7): page views, marked clicks, the global error handler, and the flush on page
 * hide. Renders nothing; the redaction and gzip code is fetched only once there is something to send.
 */
export function TrackingMount() {
  const pathname = usePathname();

  useEffect(() => {
    const stopFlushOnHide = getTracker().listen({ window, document });
    const removeErrorHandler = installGlobalErrorHandler(window);
    document.addEventListener('click', trackMarkedClicks, { capture: true, passive: true });
    return () => {
      stopFlushOnHide();
      removeErrorHandler();
      document.removeEventListener('click', trackMarkedClicks, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (pathname) trackEvent({ event: 'page-view', pageId: pageIdOf(pathname) });
  }, [pathname]);

  return null;
}
