'use client';

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/config';

/** The message namespaces the form and its challenge notice read, as the server picked them (opaque here). */
export interface NewsletterMessages {
  newsletter: unknown;
  challenge: unknown;
}

interface IslandProps {
  locale: Locale;
  siteKey: string;
  messages: NewsletterMessages;
}

interface NewsletterSlotProps extends IslandProps {
  /** NewsletterPlaceholder, rendered on the server. */
  children: ReactNode;
}

type Island = ComponentType<IslandProps>;

let islandLoading: Promise<Island> | undefined;
function loadIsland(): Promise<Island> {
  islandLoading ??= import('./newsletter-island').then(
    (module) => module.NewsletterIsland,
    (error: unknown) => {
      islandLoading = undefined;
      throw error;
    },
  );
  return islandLoading;
}

/** Sets a React-controlled input's value as typing would, so its onChange sees it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The footer's newsletter form on every page (spec §1) without its code on every page (issue 13 point 10: the form
 * brought next-intl's client formatter, react-query, Turnstile and the error tables, ≈ 20 KiB gzip). Until the form
 * comes within 400 px of the view, or is pointed at or focused, it is the same markup without behaviour
 * (NewsletterPlaceholder, rendered on the server); then the working form (newsletter-island.tsx) replaces it,
 * keeping the focus and what was typed.
 */
export function NewsletterSlot({ children, ...props }: NewsletterSlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const [island, setIsland] = useState<{ Form: Island } | null>(null);
  const carried = useRef<{ value: string; isFocused: boolean } | null>(null);

  const isLoading = useRef(false);

  const load = () => {
    if (isLoading.current) return;
    isLoading.current = true;
    void loadIsland()
      .then((Form) => {
        const input = box.current?.querySelector('input');
        carried.current = input ? { value: input.value, isFocused: document.activeElement === input } : null;
        setIsland({ Form });
      })
      // Offline or a new deployment: the placeholder stays, and the next focus tries again.
      .catch(() => {
        isLoading.current = false;
      });
  };
  const loadOnce = useRef(load);
  loadOnce.current = load;

  useEffect(() => {
    // The box itself has no layout box (display: contents, so the form stays a cell of the footer's grid).
    const target = box.current?.firstElementChild;
    if (island || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOnce.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [island]);

  useEffect(() => {
    const input = island ? box.current?.querySelector('input') : null;
    const state = carried.current;
    if (!input || !state) return;
    carried.current = null;
    if (state.value) typeInto(input, state.value);
    if (state.isFocused) input.focus();
  }, [island]);

  useEffect(() => {
    const target = box.current;
    if (island || !target) return;
    // Focus and submit bubble from the placeholder; pointerover too (pointerenter would not, to a box-less element).
    const start = () => loadOnce.current();
    const keep = (event: Event) => event.preventDefault();
    target.addEventListener('focusin', start);
    target.addEventListener('pointerover', start);
    target.addEventListener('submit', keep);
    return () => {
      target.removeEventListener('focusin', start);
      target.removeEventListener('pointerover', start);
      target.removeEventListener('submit', keep);
    };
  }, [island]);

  return (
    <div ref={box} className="newsletter-slot">
      {island ? <island.Form {...props} /> : children}
    </div>
  );
}
