'use client';

import { useCallback } from 'react';
import { useToolDraft } from '@/lib/client/tool-draft';

type SectionDraft = Record<string, string | boolean>;

/** The stored value when it has exactly the fields of `initial`, each of the same type; null otherwise. */
export function sameShape<T extends SectionDraft>(raw: unknown, initial: T): T | null {
  if (!raw || typeof raw !== 'object') return null;
  const stored = raw as Record<string, unknown>;
  const keys = Object.keys(initial);
  if (Object.keys(stored).length !== keys.length) return null;
  return keys.every((key) => typeof stored[key] === typeof initial[key]) ? (stored as T) : null;
}

/** The draft's name of a section of solana/account. */
export const sectionDraftTool = (section: string) => `solana-account-${section}`;

/**
 * One section's inputs on solana/account (amounts, addresses, options; never keys: there are none here), kept per
 * section in sessionStorage so they survive a language switch and a reload. Pass a module-level `initial`.
 */
export function useSectionDraft<T extends SectionDraft>(
  section: string,
  initial: T,
): [T, <Key extends keyof T>(key: Key, value: T[Key]) => void] {
  const parse = useCallback((raw: unknown) => sameShape(raw, initial), [initial]);
  const [draft, setDraft] = useToolDraft(sectionDraftTool(section), initial, parse);
  const set = useCallback(
    <Key extends keyof T>(key: Key, value: T[Key]) => setDraft((current) => ({ ...current, [key]: value })),
    [setDraft],
  );
  return [draft, set];
}
