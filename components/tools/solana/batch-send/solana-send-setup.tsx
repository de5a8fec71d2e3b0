'use client';

import { PublicKey } from '@solana/web3.js';
import { useCallback, useMemo, useState } from 'react';
import { normalizeSolanaAddress } from '@/chains/solana';
import { freshPlan } from '@/components/batch/use-debounced-plan';
import { parsePriorityFee, type SolanaToolRpc } from '@/components/tools/solana/rpc/priority-fee';
import { PriorityFeeField } from '@/components/tools/solana/rpc/priority-fee-field';
import type { BatchRow, RowSchema, ValidationResult } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';
import { type AssetKind, AssetPanel } from './asset-panel';
import { PlanPanel } from './plan-panel';
import type { SendAssetChoice } from './read-asset';
import { parseSameAmount, RecipientsPanel } from './recipients-panel';
import { sendBlocker } from './send-blocker';
import type { SolanaSendPlan, SolanaSendPlanRequest } from './send-plan';
import { sendWrittenAccounts } from './send-written-accounts';
import { StartPanel } from './start-panel';
import { useSendAsset } from './use-send-asset';
import type { StartState } from './use-send-job';
import { useSendPlan } from './use-send-plan';

export interface SolanaSendSetupProps {
  locale: Locale;
  rpc: SolanaToolRpc;
  rpcKey: string;
  /** The connected wallet's address; undefined while none is. */
  address: string | undefined;
  feeReceiver: string;
  /** The inviter's payout address from the server; the plan checks it on chain. */
  referrer?: string;
  startState: StartState;
  onStart: (request: SolanaSendPlanRequest, plan: SolanaSendPlan) => void;
}

const SOL_DECIMALS = 9;

/** Until the mint is read, amounts are checked leniently; the rows are checked again with its decimals. */
const UNREAD_MINT_DECIMALS = 18;

/** Asset, recipients, priority fee, then the plan and its cost, and the send. */
export function SolanaSendSetup({
  locale,
  rpc,
  rpcKey,
  address,
  feeReceiver,
  referrer,
  startState,
  onStart,
}: SolanaSendSetupProps) {
  const [kind, setKind] = useState<AssetKind>('sol');
  const [mintText, setMintText] = useState('');
  const mint = kind === 'token' ? normalizeSolanaAddress(mintText.trim()) : undefined;
  const choice = useMemo<SendAssetChoice | undefined>(
    () => (kind === 'sol' ? { kind: 'sol' } : mint ? { kind: 'token', mint } : undefined),
    [kind, mint],
  );
  const reading = useSendAsset(rpc, rpcKey, address, choice);
  const asset = choice && reading.data?.id === (mint ?? 'sol') ? reading.data : undefined;
  const decimals = asset?.decimals ?? (kind === 'sol' ? SOL_DECIMALS : UNREAD_MINT_DECIMALS);

  const [isSameAmount, setSameAmount] = useState(false);
  const [amountText, setAmountText] = useState('');
  const schema = useMemo<RowSchema>(
    () => ({
      address: (text) => normalizeSolanaAddress(text),
      amountDecimals: isSameAmount ? undefined : decimals,
      duplicates: 'warning',
    }),
    [decimals, isSameAmount],
  );
  // Rows checked against other decimals (the mint was still loading) must never meet this asset's plan.
  const [input, setInput] = useState<{ result: ValidationResult; schema: RowSchema } | null>(null);
  const onInput = useCallback((result: ValidationResult) => setInput({ result, schema }), [schema]);
  const isInputCurrent = input !== null && input.schema === schema && !input.result.limitError;
  // Memoised: a fresh object at each render would make fresh rows, a fresh request and an endless re-plan.
  const sameAmount = useMemo(
    () => (isSameAmount ? parseSameAmount(amountText, decimals) : undefined),
    [isSameAmount, amountText, decimals],
  );
  const isAmountInvalid = isSameAmount && (sameAmount === undefined || 'issue' in sameAmount);
  const rows = useMemo<BatchRow[]>(() => {
    if (!isInputCurrent || !asset) return [];
    if (!isSameAmount) return input.result.rows;
    if (!sameAmount || 'issue' in sameAmount) return [];
    return input.result.rows.map((row) => ({ ...row, amount: sameAmount.amount }));
  }, [asset, input, isInputCurrent, isSameAmount, sameAmount]);

  const [priorityText, setPriorityText] = useState('');
  const microLamports = parsePriorityFee(priorityText);
  const request = useMemo<SolanaSendPlanRequest | undefined>(() => {
    if (!address || !asset || rows.length === 0 || microLamports === 'invalid') return undefined;
    return {
      payer: new PublicKey(address),
      asset,
      rows,
      feeReceiver: new PublicKey(feeReceiver),
      ...(referrer ? { referrer } : {}),
      microLamports,
    };
  }, [address, asset, rows, feeReceiver, referrer, microLamports]);
  const planState = useSendPlan(rpc, request);
  const plan = freshPlan(planState, request);
  const blocker = sendBlocker({
    isConnected: address !== undefined,
    hasAsset: asset !== undefined,
    rowCount: rows.length,
    isAmountInvalid,
    isPriorityFeeInvalid: microLamports === 'invalid',
    plan,
    planState,
    isStarting: startState.phase === 'tables',
  });

  return (
    <>
      <AssetPanel
        locale={locale}
        kind={kind}
        onKind={setKind}
        mintText={mintText}
        onMintText={setMintText}
        isMintInvalid={kind === 'token' && mintText.trim() !== '' && !mint}
        reading={{ data: asset, error: reading.error, isLoading: reading.isFetching }}
      />
      <RecipientsPanel
        schema={schema}
        onInput={onInput}
        isSameAmount={isSameAmount}
        onSameAmount={setSameAmount}
        amountText={amountText}
        onAmountText={setAmountText}
        symbol={asset?.symbol || (kind === 'sol' ? 'SOL' : '?')}
        decimals={decimals}
      />
      <section className="send-token__panel">
        <PriorityFeeField
          text={priorityText}
          onText={setPriorityText}
          rpc={rpc}
          writableAccounts={() => sendWrittenAccounts(address, [feeReceiver, referrer], asset, rows)}
        />
      </section>
      <PlanPanel locale={locale} state={planState} isWaiting={request === undefined} />
      <StartPanel
        locale={locale}
        blocker={blocker}
        count={isInputCurrent ? input.result.rows.length : 0}
        startState={startState}
        onStart={() => {
          if (blocker === null && request && plan) onStart(request, plan);
        }}
      />
    </>
  );
}
