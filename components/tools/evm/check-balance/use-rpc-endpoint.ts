'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  CHAIN_CHOICES,
  CHAIN_STORAGE_KEY,
  type ChainChoice,
  CUSTOM_CHAIN,
  isHttpUrl,
  KNOWN_CHAINS,
  knownChain,
  parseChainChoice,
  readChainId,
  rpcStorageKey,
} from '@/components/tools/check-balance/rpc';
import { createLocalStore } from '@/lib/http/local-store';

/** Where balances are read: ready (chain id known, and the user's RPC if any), or why not yet. */
export type EndpointStatus =
  | { kind: 'ready'; chainId: number; rpcUrl?: string }
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'mismatch'; expected: number; actual: number }
  | { kind: 'unreachable'; error: unknown };

export interface RpcEndpoint {
  /** The chains offered: the known ones, and 'custom' (any chain behind the user's RPC) unless the tool cannot. */
  choices: readonly ChainChoice[];
  choice: ChainChoice;
  select: (choice: ChainChoice) => void;
  /** The URL being typed. */
  draft: string;
  setDraft: (text: string) => void;
  /** Checks the typed URL and, when it is one, uses and saves it (empty: back to the public RPC). */
  apply: () => void;
  /** Forgets the user's RPC of this chain: back to the public one. */
  reset: () => void;
  isDraftInvalid: boolean;
  /** The user's RPC in use for this chain, if any. */
  rpcUrl: string | undefined;
  /** The endpoint reads go to: the user's RPC, else the chain's public one (undefined: a custom chain without URL). */
  url: string | undefined;
  /** Asks the endpoint again (its chain id, when it is the user's); the tools read again on their side. */
  retry: () => void;
  /** The endpoint of another known chain (the user's RPC for it, else its public one): a job restored on that chain. */
  urlFor: (chainId: number) => string | undefined;
  status: EndpointStatus;
}

export interface RpcEndpointOptions {
  /**
   * Where the picked chain is kept across visits (localStorage): each tool its own, the balance checker the original
   * key. The user's RPC of a chain is kept once for every EVM tool (rpcStorageKey): set it in one, all use it.
   */
  choiceStorageKey?: string;
  /** False where only the known chains can work (the wallet kit connects to those only). */
  allowCustom?: boolean;
  /** A chain's own page (check-balance/base) starts on that chain, whatever was picked on an earlier visit. */
  initialChainId?: number;
}

const KNOWN_CHOICES: readonly ChainChoice[] = KNOWN_CHAINS.map((chain) => chain.chainId);

/** The public RPC of a known chain, as the reads use it. */
export function publicRpcUrl(choice: ChainChoice): string | undefined {
  return knownChain(choice)?.defaultRpcUrls[0];
}

/** Storage may be blocked or full: the picker then simply forgets between visits. */
function tryStore(write: (store: ReturnType<typeof createLocalStore>) => void): void {
  try {
    write(createLocalStore());
  } catch {
    // Remembering the RPC is a convenience; the check works without it.
  }
}

function endpointStatus(
  choice: ChainChoice,
  rpcUrl: string | undefined,
  query: { data?: number; error: unknown; isPending: boolean },
): EndpointStatus {
  const known = knownChain(choice);
  if (!rpcUrl) return known ? { kind: 'ready', chainId: known.chainId } : { kind: 'missing' };
  if (query.error) return { kind: 'unreachable', error: query.error };
  if (query.isPending || query.data === undefined) return { kind: 'checking' };
  if (known && query.data !== known.chainId) return { kind: 'mismatch', expected: known.chainId, actual: query.data };
  return { kind: 'ready', chainId: query.data, rpcUrl };
}

/** The chain picker's state: the chain, the user's RPC per chain (kept in localStorage) and its chain id. */
export function useRpcEndpoint({
  choiceStorageKey = CHAIN_STORAGE_KEY,
  allowCustom = true,
  initialChainId,
}: RpcEndpointOptions = {}): RpcEndpoint {
  const choices = allowCustom ? CHAIN_CHOICES : KNOWN_CHOICES;
  const pageChoice = initialChainId === undefined ? undefined : knownChain(initialChainId)?.chainId;
  const [choice, setChoice] = useState<ChainChoice>(pageChoice ?? KNOWN_CHAINS[0]?.chainId ?? CUSTOM_CHAIN);
  const [saved, setSaved] = useState<Readonly<Record<string, string>>>({});
  const [draft, setDraft] = useState('');
  const [isDraftInvalid, setIsDraftInvalid] = useState(false);

  // Read after mount: the server render knows no localStorage, and both renders must agree.
  useEffect(() => {
    const store = createLocalStore();
    const urls: Record<string, string> = {};
    for (const candidate of CHAIN_CHOICES) {
      const url = store.getJson<unknown>(rpcStorageKey(candidate));
      if (typeof url === 'string' && isHttpUrl(url)) urls[String(candidate)] = url;
    }
    const stored = parseChainChoice(store.getJson<unknown>(choiceStorageKey));
    const savedChoice = pageChoice ?? (stored === CUSTOM_CHAIN && !allowCustom ? undefined : stored);
    setSaved(urls);
    if (savedChoice !== undefined) setChoice(savedChoice);
    setDraft(urls[String(savedChoice ?? CHAIN_CHOICES[0])] ?? '');
  }, [choiceStorageKey, allowCustom, pageChoice]);

  const rpcUrl = saved[String(choice)];
  const query = useQuery({
    queryKey: ['check-balance', 'chain-id', rpcUrl],
    queryFn: () => readChainId(rpcUrl as string),
    enabled: rpcUrl !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const select = useCallback(
    (next: ChainChoice) => {
      setChoice(next);
      setDraft(saved[String(next)] ?? '');
      setIsDraftInvalid(false);
      tryStore((store) => store.setJson(choiceStorageKey, next));
    },
    [saved, choiceStorageKey],
  );

  const save = useCallback(
    (text: string) => {
      setIsDraftInvalid(false);
      setDraft(text);
      setSaved((current) => {
        const next = { ...current };
        if (text === '') delete next[String(choice)];
        else next[String(choice)] = text;
        return next;
      });
      const key = rpcStorageKey(choice);
      tryStore((store) => (text === '' ? store.remove(key) : store.setJson(key, text)));
    },
    [choice],
  );

  const { refetch } = query;
  const apply = useCallback(() => {
    const text = draft.trim();
    if (text !== '' && !isHttpUrl(text)) setIsDraftInvalid(true);
    // The same URL again asks again: the node may be back.
    else if (text !== '' && text === rpcUrl) void refetch();
    else save(text);
  }, [draft, save, rpcUrl, refetch]);

  const reset = useCallback(() => save(''), [save]);
  const customChainId = choice === CUSTOM_CHAIN ? query.data : undefined;
  // A job restored on a custom chain reads through the custom RPC while that RPC still serves its chain.
  const urlFor = useCallback(
    (chainId: number) =>
      saved[String(chainId)] ?? publicRpcUrl(chainId) ?? (chainId === customChainId ? rpcUrl : undefined),
    [saved, customChainId, rpcUrl],
  );
  const retry = useCallback(() => {
    if (rpcUrl !== undefined) void refetch();
  }, [rpcUrl, refetch]);

  const updateDraft = useCallback((text: string) => {
    setDraft(text);
    setIsDraftInvalid(false);
  }, []);

  return {
    choices,
    choice,
    select,
    draft,
    setDraft: updateDraft,
    apply,
    reset,
    isDraftInvalid,
    rpcUrl,
    url: rpcUrl ?? publicRpcUrl(choice),
    retry,
    urlFor,
    status: endpointStatus(choice, rpcUrl, query),
  };
}
