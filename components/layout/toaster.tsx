'use client';

import { Toaster as SonnerToaster } from 'sonner';
import { MAX_TOASTS } from '@/lib/util';

/** At most three messages on screen at once (spec §9); older ones wait their turn. */
export function Toaster() {
  return <SonnerToaster visibleToasts={MAX_TOASTS} position="top-center" richColors closeButton />;
}
