'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PROGRESS_BAR_HEIGHT_PX } from '@/lib/util/constants';
import type { createProgress, ProgressState } from './progress';

type Progress = ReturnType<typeof createProgress>;

/**
 * True when a click on this anchor starts a navigation inside the site (not a new tab, not a download, not a
 * hash jump). Seen in the capture phase, before Next's Link calls preventDefault to navigate on the client.
 */
function isSiteNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  const isSameDocument = url.pathname === window.location.pathname && url.search === window.location.search;
  return !isSameDocument;
}

/**
 * The navigation progress bar (spec §4). Its stepping (progress.ts) is fetched with the first navigation, not with
 * every page (issue 13 point 10); a navigation that ends before it came shows no bar.
 */
export function ProgressBar() {
  const [state, setState] = useState<ProgressState>({ percent: 0, isVisible: false });
  const progress = useRef<Progress | null>(null);
  const isNavigating = useRef(false);
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    let isMounted = true;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !isSiteNavigation(event, anchor)) return;
      isNavigating.current = true;
      if (progress.current) {
        progress.current.start();
        return;
      }
      import('./progress')
        .then(({ createProgress }) => {
          if (!isMounted) return;
          progress.current ??= createProgress(setState);
          if (isNavigating.current) progress.current.start();
        })
        // No bar for this navigation; the next click tries again.
        .catch(() => undefined);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      isMounted = false;
      document.removeEventListener('click', onClick, true);
      progress.current?.dispose();
    };
  }, []);

  // A new pathname or query means the navigation has ended.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation.
  useEffect(() => {
    isNavigating.current = false;
    progress.current?.done();
  }, [pathname, searchParams]);

  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-hidden={!state.isVisible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.percent}
      data-visible={state.isVisible}
      style={{ height: PROGRESS_BAR_HEIGHT_PX, width: `${state.percent}%`, opacity: state.isVisible ? 1 : 0 }}
    />
  );
}
