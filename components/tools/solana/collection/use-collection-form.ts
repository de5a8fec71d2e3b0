'use client';

import { useDeferredValue, useMemo, useState } from 'react';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { type ParsedSolanaKeys, parseSolanaKeyList, SolanaKeyRing } from '@/components/tools/solana/key-ring/key-ring';
import { parsePriorityFee } from '@/components/tools/solana/rpc/priority-fee';
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

/**
 * The page's choices and what they parse to; keys are parsed at a lower priority than typing. `referrer`: the
 * inviter's payout address from the server, passed on to the plan.
 */
export function useCollectionForm(feeReceiver: string, referrer?: string): CollectionForm {
  const [keysText, setKeysText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseSolanaKeyList(deferredKeys), [deferredKeys]);
  const [destinationText, setDestinationText] = useState('');
  const [assetKind, setAssetKind] = useState<AssetKind>('sol');
  const [mintText, setMintText] = useState('');
  const [amountMode, setAmountMode] = useState<AmountMode>('all');
  const [amountText, setAmountText] = useState('');
  const [closeAccounts, setCloseAccounts] = useState(true);
  const [feePayerMode, setFeePayerMode] = useState<FeePayerMode>('source');
  const [feePayerKeyText, setFeePayerKeyText] = useState('');
  const [priorityText, setPriorityText] = useState('');

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
  const inputs = draft
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
    inputs,
  };
}
