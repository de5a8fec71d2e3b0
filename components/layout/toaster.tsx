'use client';

import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { MAX_TOASTS } from '@/lib/util';

type Sonner = typeof import('sonner');
export type ToastKind = 'message' | 'success' | 'info' | 'warning' | 'error';
export type ToastOptions = ExternalToast & { kind?: ToastKind };

/*
 * Toasts load on the first one (issue 13 point 10): sonner is ≈ 11 KiB of gzipped JavaScript that most visits never
 * use, so the layout's <Toaster /> renders nothing until showToast fetches it, and then mounts sonner's toaster, which
 * shows the toasts made before it subscribed. Call showToast, never sonner's own `toast`: without a showToast first
 * there is no toaster on the page to show it (components/providers/every-page-bundle.test.ts holds this).
 */
let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((sonner) => {
    loaded = sonner;
    for (const listener of listeners) listener();
    return sonner;
  });
  return loading;
}

/** Shows a toast (fetching the toast code with the first one); resolves to its id, for dismissToast. */
export async function showToast(message: string, { kind = 'message', ...options }: ToastOptions = {}) {
  const { toast } = await loadSonner();
  return toast[kind](message, options);
}

/** Dismisses one toast, or all without an id; nothing to do before the first toast. */
export function dismissToast(id?: string | number): void {
  loaded?.toast.dismiss(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** At most three messages on screen at once (spec §9); older ones wait their turn. Nothing until the first toast. */
export function Toaster() {
  const sonner = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
  if (!sonner) return null;
  const { Toaster: SonnerToaster } = sonner;
  return <SonnerToaster visibleToasts={MAX_TOASTS} position="top-center" richColors closeButton />;
}
