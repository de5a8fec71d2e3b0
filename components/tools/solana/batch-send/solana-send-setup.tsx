'use client';

import { PublicKey } from '@solana/web3.js';
import { useCallback, useMemo, useState } from 'react';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { freshPlan } from '@/components/batch/use-debounced-plan';
import { parsePriorityFee, type SolanaToolRpc } from '@/components/tools/solana/rpc/priority-fee';
import { PriorityFeeField } from '@/components/tools/solana/rpc/priority-fee-field';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { BatchRow } from '@/lib/batch/types';
import type { RowSchema, ValidationResult } from '@/lib/batch/validate';
import { useToolDraft } from '@/lib/client/tool-draft';
import type { Locale } from '@/lib/i18n/config';
import { type AssetKind, AssetPanel } from './asset-panel';
import { PlanPanel } from './plan-panel';
import type { SendAssetChoice } from './read-asset';
import { parseSameAmount, RecipientsPanel } from './recipients-panel';
import { sendBlocker } from './send-blocker';
import { SOLANA_SEND_DRAFT_TOOL } from './send-meta';
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
  /** The page's RPC choice: a failed read names it and offers another one in place. */
  rpcChoice: SolanaRpcChoice;
  /** The connected wallet's address; undefined while none is. */
  address: string | undefined;
  feeReceiver: string;
  /** The inviter's payout address from the server; the plan checks it on chain. */
  referrer?: string;
  startState: StartState;
  onStart: (request: SolanaSendPlanRequest, plan: SolanaSendPlan) => void;
  /** Asks for a wallet (the send's action while none is connected). */
  onConnect: () => void;
}

/** What the page keeps of the user's input across a language switch and a reload (never keys: there are none here). */
export interface SolanaSendDraft {
  kind: AssetKind;
  mintText: string;
  isSameAmount: boolean;
  amountText: string;
  recipients: string;
  priorityText: string;
}

const EMPTY_DRAFT: SolanaSendDraft = {
  kind: 'sol',
  mintText: '',
  isSameAmount: false,
  amountText: '',
  recipients: '',
  priorityText: '',
};

/** A stored draft as this version of the page reads it; null when it is of another shape. */
export function parseSendDraft(raw: unknown): SolanaSendDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const draft = raw as Record<string, unknown>;
  const texts = ['mintText', 'amountText', 'recipients', 'priorityText'] as const;
  if ((draft.kind !== 'sol' && draft.kind !== 'token') || typeof draft.isSameAmount !== 'boolean') return null;
  if (texts.some((key) => typeof draft[key] !== 'string')) return null;
  return {
    kind: draft.kind,
    isSameAmount: draft.isSameAmount,
    mintText: draft.mintText as string,
    amountText: draft.amountText as string,
    recipients: draft.recipients as string,
    priorityText: draft.priorityText as string,
  };
}

const SOL_DECIMALS = 9;

/** Until the mint is read, amounts are checked leniently; the rows are checked again with its decimals. */
const UNREAD_MINT_DECIMALS = 18;

/** Asset, recipients, priority fee, then the plan and its cost, and the send. */
export function SolanaSendSetup({
  locale,
  rpc,
  rpcKey,
  rpcChoice,
  address,
  feeReceiver,
  referrer,
  startState,
  onStart,
  onConnect,
}: SolanaSendSetupProps) {
  const [draft, setDraft] = useToolDraft(SOLANA_SEND_DRAFT_TOOL, EMPTY_DRAFT, parseSendDraft);
  const { kind, mintText, isSameAmount, amountText, priorityText } = draft;
  const edit = useCallback(
    <Key extends keyof SolanaSendDraft>(key: Key) =>
      (value: SolanaSendDraft[Key]) =>
        setDraft((current) => ({ ...current, [key]: value })),
    [setDraft],
  );
  const mint = kind === 'token' ? normalizeSolanaAddress(mintText.trim()) : undefined;
  const choice = useMemo<SendAssetChoice | undefined>(
    () => (kind === 'sol' ? { kind: 'sol' } : mint ? { kind: 'token', mint } : undefined),
    [kind, mint],
  );
  const reading = useSendAsset(rpc, rpcKey, address, choice);
  const asset = choice && reading.data?.id === (mint ?? 'sol') ? reading.data : undefined;
  const decimals = asset?.decimals ?? (kind === 'sol' ? SOL_DECIMALS : UNREAD_MINT_DECIMALS);

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

  const microLamports = parsePriorityFee(priorityText);
  const request = useMemo<SolanaSendPlanRequest | undefined>(() => {
    if (!asset || rows.length === 0 || microLamports === 'invalid') return undefined;
    // Without a wallet the plan is an estimate; it is worked out again once one connects (a new request).
    return {
      ...(address ? { payer: new PublicKey(address) } : {}),
      asset,
      rows,
      feeReceiver: new PublicKey(feeReceiver),
      ...(referrer ? { referrer } : {}),
      microLamports,
    };
  }, [address, asset, rows, feeReceiver, referrer, microLamports]);
  const [planAttempt, setPlanAttempt] = useState(0);
  const planState = useSendPlan(rpc, request, planAttempt);
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
        onKind={edit('kind')}
        mintText={mintText}
        onMintText={edit('mintText')}
        isMintInvalid={kind === 'token' && mintText.trim() !== '' && !mint}
        isConnected={address !== undefined}
        reading={{ data: asset, error: reading.error, isLoading: reading.isFetching }}
        readError={reading.error ? { rpc: rpcChoice, onRetry: () => void reading.refetch() } : undefined}
      />
      <RecipientsPanel
        schema={schema}
        onInput={onInput}
        text={draft.recipients}
        onText={edit('recipients')}
        isSameAmount={isSameAmount}
        onSameAmount={edit('isSameAmount')}
        amountText={amountText}
        onAmountText={edit('amountText')}
        symbol={asset?.symbol || (kind === 'sol' ? 'SOL' : '?')}
        decimals={decimals}
      />
      <section className="send-token__panel">
        <PriorityFeeField
          text={priorityText}
          onText={edit('priorityText')}
          rpc={rpc}
          writableAccounts={() => sendWrittenAccounts(address, [feeReceiver, referrer], asset, rows)}
          batch={
            planState.result
              ? { transactions: planState.result.plan.cost.transactionCount, units: planState.result.plan.computeUnits }
              : undefined
          }
        />
      </section>
      <PlanPanel
        locale={locale}
        state={planState}
        isWaiting={request === undefined}
        rpcChoice={rpcChoice}
        onRetry={() => setPlanAttempt((attempt) => attempt + 1)}
      />
      <StartPanel
        locale={locale}
        blocker={blocker}
        count={isInputCurrent ? input.result.rows.length : 0}
        startState={startState}
        onStart={() => {
          if (blocker === 'connectWallet') onConnect();
          else if (blocker === null && request && plan) onStart(request, plan);
        }}
      />
    </>
  );
}
