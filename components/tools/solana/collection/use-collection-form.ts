'use client';

import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { type ParsedSolanaKeys, parseSolanaKeyList, SolanaKeyRing } from '@/components/tools/solana/key-ring/key-ring';
import { parsePriorityFee } from '@/components/tools/solana/rpc/priority-fee';
import { useToolDraft } from '@/lib/client/tool-draft';
import type { CollectionDraft } from './plan';

export type AssetKind = 'sol' | 'token';
export type AmountMode = 'all' | 'fixed';
export type FeePayerMode = 'source' | 'key';

export interface CollectionForm {
  keysText: string;
  setKeysText: (text: string) => void;
  keys: ParsedSolanaKeys;
  destinationText: string;
  setDestinationText: (text: string) => void;
  destination: string | undefined;
  assetKind: AssetKind;
  setAssetKind: (kind: AssetKind) => void;
  mintText: string;
  setMintText: (text: string) => void;
  mint: string | undefined;
  amountMode: AmountMode;
  setAmountMode: (mode: AmountMode) => void;
  amountText: string;
  setAmountText: (text: string) => void;
  closeAccounts: boolean;
  setCloseAccounts: (close: boolean) => void;
  feePayerMode: FeePayerMode;
  setFeePayerMode: (mode: FeePayerMode) => void;
  feePayerKeyText: string;
  setFeePayerKeyText: (text: string) => void;
  /** The fee-payer key's address when the text is a key. */
  feePayer: string | undefined;
  priorityText: string;
  setPriorityText: (text: string) => void;
  microLamports: bigint | undefined;
  /** Sources and fee payer: what the run signs with. */
  ring: SolanaKeyRing;
  /** Complete and valid choices, or undefined. */
  draft: CollectionDraft | undefined;
  /** The plan's inputs as text (addresses and settings, never keys): a plan of other inputs is stale. */
  inputs: string;
}

/** The choices kept as the page's draft (sessionStorage, across a language switch and a reload): never the keys. */
export interface CollectionDraftInputs {
  destinationText: string;
  assetKind: AssetKind;
  mintText: string;
  amountMode: AmountMode;
  amountText: string;
  closeAccounts: boolean;
  feePayerMode: FeePayerMode;
  priorityText: string;
}

export const COLLECTION_DRAFT_TOOL = 'solana-batch-collection';

const EMPTY_INPUTS: CollectionDraftInputs = {
  destinationText: '',
  assetKind: 'sol',
  mintText: '',
  amountMode: 'all',
  amountText: '',
  closeAccounts: true,
  feePayerMode: 'source',
  priorityText: '',
};

/** A stored draft as this version of the page reads it; null when it is of another shape. */
export function parseCollectionDraft(raw: unknown): CollectionDraftInputs | null {
  if (!raw || typeof raw !== 'object') return null;
  const draft = raw as Record<string, unknown>;
  const texts = ['destinationText', 'mintText', 'amountText', 'priorityText'] as const;
  if (texts.some((key) => typeof draft[key] !== 'string') || typeof draft.closeAccounts !== 'boolean') return null;
  if (draft.assetKind !== 'sol' && draft.assetKind !== 'token') return null;
  if (draft.amountMode !== 'all' && draft.amountMode !== 'fixed') return null;
  if (draft.feePayerMode !== 'source' && draft.feePayerMode !== 'key') return null;
  return {
    destinationText: draft.destinationText as string,
    assetKind: draft.assetKind,
    mintText: draft.mintText as string,
    amountMode: draft.amountMode,
    amountText: draft.amountText as string,
    closeAccounts: draft.closeAccounts,
    feePayerMode: draft.feePayerMode,
    priorityText: draft.priorityText as string,
  };
}

/**
 * The page's choices and what they parse to; keys are parsed at a lower priority than typing. `referrer`: the
 * inviter's payout address from the server, passed on to the plan. Everything but the keys is the page's draft.
 */
export function useCollectionForm(feeReceiver: string, referrer?: string): CollectionForm {
  const [keysText, setKeysText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseSolanaKeyList(deferredKeys), [deferredKeys]);
  const [feePayerKeyText, setFeePayerKeyText] = useState('');
  const [inputs, setInputs] = useToolDraft(COLLECTION_DRAFT_TOOL, EMPTY_INPUTS, parseCollectionDraft);
  const { destinationText, assetKind, mintText, amountMode, amountText, closeAccounts, feePayerMode, priorityText } =
    inputs;
  const setter = useCallback(
    <Key extends keyof CollectionDraftInputs>(key: Key) =>
      (value: CollectionDraftInputs[Key]) =>
        setInputs((current) => ({ ...current, [key]: value })),
    [setInputs],
  );
  const setDestinationText = useMemo(() => setter('destinationText'), [setter]);
  const setAssetKind = useMemo(() => setter('assetKind'), [setter]);
  const setMintText = useMemo(() => setter('mintText'), [setter]);
  const setAmountMode = useMemo(() => setter('amountMode'), [setter]);
  const setAmountText = useMemo(() => setter('amountText'), [setter]);
  const setCloseAccounts = useMemo(() => setter('closeAccounts'), [setter]);
  const setFeePayerMode = useMemo(() => setter('feePayerMode'), [setter]);
  const setPriorityText = useMemo(() => setter('priorityText'), [setter]);

  const payer = useMemo(() => {
    const payerRing = new SolanaKeyRing();
    const address = feePayerMode === 'key' ? payerRing.add(feePayerKeyText) : undefined;
    return { ring: payerRing, address };
  }, [feePayerMode, feePayerKeyText]);
  const feePayer = payer.address;
  const ring = useMemo(() => keys.ring.merged(payer.ring), [keys.ring, payer.ring]);

  const destination = normalizeSolanaAddress(destinationText.trim());
  const mint = assetKind === 'token' ? normalizeSolanaAddress(mintText.trim()) : undefined;
  const parsedPriority = parsePriorityFee(priorityText);
  const microLamports = parsedPriority === 'invalid' ? undefined : parsedPriority;
  const amount = amountMode === 'fixed' ? amountText.trim() : '';
  const isComplete =
    destination !== undefined &&
    (assetKind === 'sol' || mint !== undefined) &&
    (amountMode === 'all' || amount !== '') &&
    (feePayerMode === 'source' || feePayer !== undefined) &&
    microLamports !== undefined &&
    keys.entries.length > 0;
  const draft: CollectionDraft | undefined = isComplete
    ? {
        destination,
        mint,
        amountText: amount,
        closeTokenAccounts: closeAccounts,
        feePayer,
        microLamports,
        feeReceiver,
        ...(referrer ? { referrer } : {}),
      }
    : undefined;
  const planInputs = draft
    ? JSON.stringify([
        draft.destination,
        draft.mint ?? 'native',
        draft.amountText,
        draft.closeTokenAccounts,
        draft.feePayer ?? '',
        String(draft.microLamports),
        keys.entries.map((entry) => entry.address),
      ])
    : '';

  return {
    keysText,
    setKeysText,
    keys,
    destinationText,
    setDestinationText,
    destination,
    assetKind,
    setAssetKind,
    mintText,
    setMintText,
    mint,
    amountMode,
    setAmountMode,
    amountText,
    setAmountText,
    closeAccounts,
    setCloseAccounts,
    feePayerMode,
    setFeePayerMode,
    feePayerKeyText,
    setFeePayerKeyText,
    feePayer,
    priorityText,
    setPriorityText,
    microLamports,
    ring,
    draft,
    inputs: planInputs,
  };
}
