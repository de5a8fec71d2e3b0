'use client';

import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A tool's draft: what the user typed, picked or pasted (chain, asset, recipient lines, amounts, options), kept per
 * tool in sessionStorage so it survives a language switch (a client navigation that remounts the page) and a reload,
 * and is gone with the tab. Never keys: a value holding anything that looks like a private key or a mnemonic is not
 * written (`looksSecret`), so a careless caller cannot put one in storage.
 */
const PREFIX = 'chainkit.draft.';
/** How long typing may go on before the draft is written; pending writes are flushed on unmount and on pagehide. */
const WRITE_DELAY_MS = 250;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings): drafts are simply not kept
  }
}

const HEX_SECRET = /(?:^|[^0-9a-fA-F])(?:0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/;
const BASE58_SECRET = /(?:^|[^1-9A-HJ-NP-Za-km-z])[1-9A-HJ-NP-Za-km-z]{80,90}(?![1-9A-HJ-NP-Za-km-z])/;
const BYTE_ARRAY_SECRET = /\[\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*\]/;
/** Twelve or more lowercase words of 3–8 letters in a row: the shape of a BIP-39 mnemonic. */
const MNEMONIC = /(?:^|\s)(?:[a-z]{3,8}\s+){11,}[a-z]{3,8}(?:\s|$)/;

/** Whether a string holds what could be a private key (EVM hex, Solana base58 or byte array) or a mnemonic. */
export function looksSecret(text: string): boolean {
  return HEX_SECRET.test(text) || BASE58_SECRET.test(text) || BYTE_ARRAY_SECRET.test(text) || MNEMONIC.test(text);
}

function holdsSecret(value: unknown): boolean {
  if (typeof value === 'string') return looksSecret(value);
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (value && typeof value === 'object') return Object.values(value).some(holdsSecret);
  return false;
}

/** The stored draft of `tool`, or null when there is none or it no longer parses (`parse` returns null). */
export function readDraft<T>(tool: string, parse: (raw: unknown) => T | null): T | null {
  const text = storage()?.getItem(PREFIX + tool);
  if (!text) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Stores `value` as the draft of `tool`; false (and nothing stored, an older draft removed) when it holds a secret. */
export function writeDraft(tool: string, value: unknown): boolean {
  const store = storage();
  if (!store) return false;
  if (holdsSecret(value)) {
    store.removeItem(PREFIX + tool);
    return false;
  }
  try {
    store.setItem(PREFIX + tool, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota: a huge paste is not kept, the page goes on
  }
}

export function clearDraft(tool: string): void {
  storage()?.removeItem(PREFIX + tool);
}

/**
 * State kept as `tool`'s draft. The first render uses `initial` (as the server did, so hydration matches); the stored
 * draft, when it parses, replaces it right after mount. `parse` checks what comes back from storage (another version
 * of the page may have written it): return null to drop it.
 */
export function useToolDraft<T>(
  tool: string,
  initial: T,
  parse: (raw: unknown) => T | null,
): [T, (next: SetStateAction<T>) => void, { restored: boolean; clear: () => void }] {
  const [value, setValue] = useState(initial);
  const [restored, setRestored] = useState(false);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const parseRef = useRef(parse);
  parseRef.current = parse;
  const initialRef = useRef(initial); // the first value: what `clear` goes back to

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current) writeDraft(tool, pending.current.value);
    pending.current = null;
  }, [tool]);

  useEffect(() => {
    const stored = readDraft(tool, parseRef.current);
    if (stored !== null) {
      setValue(stored);
      setRestored(true);
    }
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [tool, flush]);

  const update = useCallback(
    (next: SetStateAction<T>) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        pending.current = { value: resolved };
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(flush, WRITE_DELAY_MS);
        return resolved;
      });
    },
    [flush],
  );

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    clearDraft(tool);
    setValue(initialRef.current);
    setRestored(false);
  }, [tool]);

  return [value, update, { restored, clear }];
}
