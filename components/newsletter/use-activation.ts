'use client';

import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Becomes true once the element is near the viewport or gets focus, and stays true: the Turnstile script (tens of
 * kilobytes and an iframe) is loaded only for a form someone can see or use, never with every page.
 */
export function useActivation(element: RefObject<HTMLElement | null>): { isActive: boolean; activate: () => void } {
  const [isActive, setIsActive] = useState(false);
  const activate = useCallback(() => setIsActive(true), []);

  useEffect(() => {
    const target = element.current;
    if (isActive || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsActive(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, isActive]);

  return { isActive, activate };
}
