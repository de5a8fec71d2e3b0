'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { checksumEvmAddress } from '@/chains/evm/address';
import { BatchInput } from '@/components/batch/batch-input';
import { freshPlan } from '@/components/batch/use-debounced-plan';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import type { BatchRow, Chunk } from '@/lib/batch/types';
import type { RowSchema, ValidationResult } from '@/lib/batch/validate';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApproveStep } from './approve-step';
import { type AssetKind, AssetPanel } from './asset-panel';
import type { SendPlanRequest } from './build-plan';
import { type ChainAccess, createPlanReader } from './chain-access';
import { PlanPanel, parseCap } from './plan-panel';
import { NotATokenError, type TokenState } from './read-chain';
import { connectBlocker, type SendAction, SendButton, sendBlocker } from './send-button';
import type { SendAsset } from './send-plan';
import { PlanErrorAndDeploy, useSendChain, useWalletSwitch } from './send-setup-parts';
import { useHoldings, useMultisendStatus, useTokenMeta } from './use-asset-state';
import type { ReadClient } from './use-chain-access';
import type { SendJobMeta } from './use-send-job';
import { useSendPlan } from './use-send-plan';
import type { EvmWallet } from './wallet-handle';

/** What the user set up, kept as the tool's draft (lib/client/tool-draft.ts) across a language switch or a reload. */
export interface SendDraft {
  kind: AssetKind;
  tokenText: string;
  rowsText: string;
  capText: string;
}

export const SEND_TOKEN_DRAFT_TOOL = 'evm-send-token';
const EMPTY_DRAFT: SendDraft = { kind: 'native', tokenText: '', rowsText: '', capText: '' };

export function parseSendDraft(raw: unknown): SendDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { kind, tokenText, rowsText, capText } = raw as Record<string, unknown>;
  if (kind !== 'native' && kind !== 'erc20') return null;
  if (typeof tokenText !== 'string' || typeof rowsText !== 'string' || typeof capText !== 'string') return null;
  return { kind, tokenText, rowsText, capText };
}

export interface SendSetupProps {
  locale: Locale;
  /** The chain picked and the RPC its reads go to. */
  endpoint: RpcEndpoint;
  /** Reads of the picked chain, with or without a wallet (undefined while the endpoint is not ready). */
  read: ReadClient | undefined;
  /** Null until a wallet is asked for. */
  wallet: EvmWallet | null;
  /** The wallet on the picked chain: only then are its balances read and transactions signed. */
  access: ChainAccess | undefined;
  onConnect: () => void;
  onStart: (rows: readonly BatchRow[], chunks: readonly Chunk[], meta: SendJobMeta) => void;
  /** Reads balances, allowance and the deployment again. */
  onRefresh: () => void;
}

/** The draft's state and one setter per field. */
function useSendDraft() {
  const [draft, setDraft] = useToolDraft(SEND_TOKEN_DRAFT_TOOL, EMPTY_DRAFT, parseSendDraft);
  const field = useCallback(
    <K extends keyof SendDraft>(key: K) =>
      (value: SendDraft[K]) =>
        setDraft((current) => ({ ...current, [key]: value })),
    [setDraft],
  );
  const setters = useMemo(
    () => ({
      setKind: field('kind'),
      setTokenText: field('tokenText'),
      setRowsText: field('rowsText'),
      setCapText: field('capText'),
    }),
    [field],
  );
  return { draft, ...setters };
}

/**
 * Chain, asset, recipients and cost, all before a wallet (read through the chain's RPC); then, with the wallet on the
 * batch's chain, its balances, the one-off deployment and approval, and the send.
 */
export function SendSetup(props: SendSetupProps) {
  const { locale, endpoint, read, wallet, access, onConnect, onStart, onRefresh } = props;
  const t = useTranslations('batchSendToken');
  const { chainId, chain, native } = useSendChain(endpoint, read);
  const { draft, setKind, setTokenText, setRowsText, setCapText } = useSendDraft();
  const { kind, tokenText, rowsText, capText } = draft;
  const token = kind === 'erc20' ? checksumEvmAddress(tokenText) : undefined;
  const meta = useTokenMeta(read, token);
  const holdings = useHoldings(read, access?.from, token);

  const tokenMeta = kind === 'erc20' ? meta.data : undefined;
  const held = access ? holdings.data : undefined;
  const tokenState = useMemo<TokenState | undefined>(
    () => (tokenMeta && held?.token ? { ...tokenMeta, ...held.token } : undefined),
    [tokenMeta, held],
  );

  const asset = useMemo<SendAsset | undefined>(() => {
    if (kind === 'native') return { kind: 'native', ...native };
    return token && tokenMeta
      ? { kind: 'erc20', token, symbol: tokenMeta.symbol || '?', decimals: tokenMeta.decimals }
      : undefined;
  }, [kind, native, token, tokenMeta]);
  const decimals = asset?.decimals ?? native.decimals;
  const schema = useMemo<RowSchema>(
    () => ({ address: (text) => checksumEvmAddress(text), amountDecimals: decimals, duplicates: 'warning' }),
    [decimals],
  );
  // Rows parsed with other decimals (the token was still loading) must never meet this token's plan.
  const [input, setInput] = useState<{ result: ValidationResult; decimals: number } | null>(null);
  const onInput = useCallback((result: ValidationResult) => setInput({ result, decimals }), [decimals]);
  const isInputCurrent = input !== null && input.decimals === decimals && !input.result.limitError;
  const rows = isInputCurrent ? input.result.rows : undefined;
  const total = isInputCurrent ? input.result.amountTotal : 0n;

  const deployment = useMultisendStatus(read, access !== undefined || (rows?.length ?? 0) > 0);
  const cap = parseCap(capText);
  const status = deployment.data;
  // "Retry" of a failed estimate: a new request object plans again.
  const [planAttempt, setPlanAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: planAttempt only renews the request, for a retry.
  const request = useMemo<SendPlanRequest | undefined>(() => {
    if (!asset || !rows || rows.length === 0 || cap === 'invalid') return undefined;
    // With a wallet, the plan waits for its balances and the deployment: it is then simulated where it can be.
    if (access && (!held || !status || (asset.kind === 'erc20' && !held.token))) return undefined;
    return {
      rows,
      from: access?.from,
      asset,
      native,
      balances: held && {
        native: held.nativeBalance,
        token: held.token?.balance,
        allowance: held.token?.allowance,
      },
      isMultisendDeployed: status === 'deployed',
      maxPerTransaction: cap,
    };
  }, [access, asset, cap, native, rows, held, status, planAttempt]);
  const reader = useMemo(() => access ?? (read ? createPlanReader(read.client) : undefined), [access, read]);
  const planState = useSendPlan(reader, request);
  const plan = freshPlan(planState, request);

  const isConnected = wallet?.status === 'connected';
  const action: SendAction = !isConnected ? 'connect' : access ? 'send' : 'switch';
  const blocker =
    action === 'send'
      ? sendBlocker({ rows, asset, status, tokenState, total, plan, planState })
      : connectBlocker({ rows, asset });
  const { switchWallet, switchError } = useWalletSwitch(wallet, chainId, endpoint);

  function send() {
    if (blocker !== null || !plan || !rows || !asset || !access || chainId === undefined) return;
    const assetId = asset.kind === 'native' ? 'native' : asset.token;
    const { symbol, decimals: assetDecimals } = asset;
    onStart(rows, plan.chunks, {
      chainId,
      from: access.from,
      asset: assetId,
      symbol,
      decimals: assetDecimals,
      method: plan.method,
    });
  }

  const tokenError = meta.error && !(meta.error instanceof NotATokenError) ? meta.error : undefined;
  return (
    <>
      <ChainPicker endpoint={endpoint} locale={locale} />
      <AssetPanel
        locale={locale}
        chain={chain}
        native={native}
        kind={kind}
        onKind={setKind}
        tokenText={tokenText}
        onTokenText={setTokenText}
        isTokenInvalid={kind === 'erc20' && tokenText.trim() !== '' && !token}
        reading={{
          data: {
            nativeBalance: held?.nativeBalance,
            token: tokenMeta && { ...tokenMeta, balance: held?.token?.balance, allowance: held?.token?.allowance },
          },
          error: meta.error instanceof NotATokenError ? meta.error : null,
          isLoading: meta.isFetching || (access !== undefined && holdings.isFetching),
        }}
        hasWallet={access !== undefined}
      />
      {tokenError !== undefined && (
        <RpcReadError
          endpoint={endpoint}
          message={t('asset.readError', { message: localizeError(tokenError, locale) })}
          onRetry={() => void meta.refetch()}
        />
      )}
      {access && holdings.error && (
        <RpcReadError
          endpoint={endpoint}
          message={t('asset.holdingsError', { message: localizeError(holdings.error, locale) })}
          onRetry={() => void holdings.refetch()}
        />
      )}
      <section className="send-token__panel" aria-label={t('recipients.legend')}>
        <h2>{t('recipients.legend')}</h2>
        <BatchInput schema={schema} onChange={onInput} text={rowsText} onTextChange={setRowsText} />
      </section>
      <PlanPanel
        locale={locale}
        capText={capText}
        onCapText={setCapText}
        isCapInvalid={cap === 'invalid'}
        state={{ ...planState, error: undefined }}
        isWaiting={request === undefined}
      />
      <PlanErrorAndDeploy
        locale={locale}
        endpoint={endpoint}
        chain={chain}
        hasRequest={request !== undefined}
        planState={planState}
        onRetryPlan={() => setPlanAttempt((count) => count + 1)}
        deployment={deployment}
        access={access}
        onRefresh={onRefresh}
        planError={(message) => t('plan.error', { message })}
        deployReadError={(message) => t('deploy.readError', { message })}
      />
      {asset?.kind === 'erc20' && tokenState && total > 0n && (
        <ApproveStep
          locale={locale}
          access={access}
          token={{ address: asset.token, symbol: asset.symbol, decimals: asset.decimals }}
          allowance={tokenState.allowance}
          required={total}
          onDone={onRefresh}
        />
      )}
      <SendButton
        action={action}
        blocker={blocker}
        count={rows?.length ?? 0}
        transactions={plan?.chunks.length ?? 0}
        chain={chain}
        onSend={send}
        onConnect={onConnect}
        onSwitch={switchWallet}
        isWaiting={wallet?.status === 'connecting'}
      />
      {switchError !== null && (
        <p className="account-field__error" role="alert">
          {t('wallet.switchError', { message: localizeError(switchError, locale) })}
        </p>
      )}
    </>
  );
}
