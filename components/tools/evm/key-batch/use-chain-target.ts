'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type ChainTarget, isHttpUrl, knownTargets, readChainId, targetFor } from './chain';

export const CUSTOM_RPC = 'custom';
export type ChainChoice = number | typeof CUSTOM_RPC;

/** Where a run goes: ready with its target, or why not yet. */
export type TargetStatus =
  | { kind: 'ready'; target: ChainTarget }
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'unreachable'; error: unknown };

export interface ChainTargetState {
  choices: readonly ChainTarget[];
  choice: ChainChoice;
  select: (choice: ChainChoice) => void;
  draft: string;
  setDraft: (text: string) => void;
  /** Uses the typed URL when it is an http(s) URL. */
  apply: () => void;
  isDraftInvalid: boolean;
  status: TargetStatus;
}

/**
 * The network of a run: Ethereum or BSC over their public RPCs, or the user's RPC whose chain id is read from it.
 * Kept in the page's state only.
 */
export function useChainTarget(): ChainTargetState {
  const choices = useMemo(knownTargets, []);
  const [choice, setChoice] = useState<ChainChoice>(choices[0]?.chainId ?? CUSTOM_RPC);
  const [draft, setDraftText] = useState('');
  const [rpcUrl, setRpcUrl] = useState<string | undefined>(undefined);
  const [isDraftInvalid, setIsDraftInvalid] = useState(false);
  const query = useQuery({
    queryKey: ['key-batch', 'chain-id', rpcUrl],
    queryFn: () => readChainId(rpcUrl as string),
    enabled: choice === CUSTOM_RPC && rpcUrl !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const select = useCallback((next: ChainChoice) => setChoice(next), []);
  const setDraft = useCallback((text: string) => {
    setDraftText(text);
    setIsDraftInvalid(false);
  }, []);
  const apply = useCallback(() => {
    const text = draft.trim();
    if (!isHttpUrl(text)) {
      setIsDraftInvalid(true);
      return;
    }
    setRpcUrl(text);
  }, [draft]);

  let status: TargetStatus;
  if (choice !== CUSTOM_RPC) {
    const known = choices.find((target) => target.chainId === choice);
    status = known ? { kind: 'ready', target: known } : { kind: 'missing' };
  } else if (rpcUrl === undefined) status = { kind: 'missing' };
  else if (query.error) status = { kind: 'unreachable', error: query.error };
  else if (query.data === undefined) status = { kind: 'checking' };
  else status = { kind: 'ready', target: targetFor(query.data, rpcUrl, true) };

  return { choices, choice, select, draft, setDraft, apply, isDraftInvalid, status };
}
