'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { evmChainInfo } from '@/chains/evm/family';
import { BatchInput } from '@/components/batch/batch-input';
import { freshPlan } from '@/components/batch/use-debounced-plan';
import type { BatchRow, Chunk, RowSchema, ValidationResult } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';
import { ApproveStep } from './approve-step';
import { type AssetKind, AssetPanel } from './asset-panel';
import type { SendPlanRequest } from './build-plan';
import type { ChainAccess } from './chain-access';
import { DeployStep } from './deploy-step';
import { PlanPanel, parseCap } from './plan-panel';
import { SendButton, sendBlocker } from './send-button';
import type { SendAsset } from './send-plan';
import { useAssetState, useMultisendStatus } from './use-asset-state';
import type { SendJobMeta } from './use-send-job';
import { useSendPlan } from './use-send-plan';

export interface SendSetupProps {
  locale: Locale;
  chainId: number;
  address: Address;
  access: ChainAccess | undefined;
  onStart: (rows: readonly BatchRow[], chunks: readonly Chunk[], meta: SendJobMeta) => void;
  /** Reads balances, allowance and the deployment again. */
  onRefresh: () => void;
}

/** Asset, recipients, plan and cost, the one-off deployment and approval, then the send. */
export function SendSetup({ locale, chainId, address, access, onStart, onRefresh }: SendSetupProps) {
  const t = useTranslations('batchSendToken');
  const info = evmChainInfo(chainId);
  const chain = info?.name ?? String(chainId);
  const native = useMemo(
    () => ({ symbol: info?.nativeSymbol ?? 'ETH', decimals: info?.nativeDecimals ?? 18 }),
    [info?.nativeSymbol, info?.nativeDecimals],
  );
  const [kind, setKind] = useState<AssetKind>('native');
  const [tokenText, setTokenText] = useState('');
  const token = kind === 'erc20' ? checksumEvmAddress(tokenText) : undefined;
  const reading = useAssetState(chainId, address, token);
  const deployment = useMultisendStatus(chainId);
  const state = reading.data;
  const tokenState = state?.token;

  const asset = useMemo<SendAsset | undefined>(() => {
    if (kind === 'native') return { kind: 'native', ...native };
    return token && tokenState
      ? { kind: 'erc20', token, symbol: tokenState.symbol || '?', decimals: tokenState.decimals }
      : undefined;
  }, [kind, native, token, tokenState]);
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

  const [capText, setCapText] = useState('');
  const cap = parseCap(capText);
  const status = deployment.data;
  const request = useMemo<SendPlanRequest | undefined>(() => {
    if (!asset || !state || !status || !rows || rows.length === 0 || cap === 'invalid') return undefined;
    return {
      rows,
      from: address,
      asset,
      native,
      balances: { native: state.nativeBalance, token: state.token?.balance, allowance: state.token?.allowance },
      isMultisendDeployed: status === 'deployed',
      maxPerTransaction: cap,
    };
  }, [address, asset, cap, native, rows, state, status]);
  const planState = useSendPlan(access, request);
  const plan = freshPlan(planState, request);
  const blocker = sendBlocker({ rows, asset, status, tokenState, total, plan, planState });

  function send() {
    if (blocker !== null || !plan || !rows || !asset) return;
    const assetId = asset.kind === 'native' ? 'native' : asset.token;
    const { symbol, decimals: assetDecimals } = asset;
    onStart(rows, plan.chunks, {
      chainId,
      from: address,
      asset: assetId,
      symbol,
      decimals: assetDecimals,
      method: plan.method,
    });
  }

  return (
    <>
      <AssetPanel
        locale={locale}
        chain={chain}
        native={native}
        kind={kind}
        onKind={setKind}
        tokenText={tokenText}
        onTokenText={setTokenText}
        isTokenInvalid={kind === 'erc20' && tokenText.trim() !== '' && !token}
        reading={{ data: state, error: reading.error, isLoading: reading.isFetching }}
      />
      <section className="send-token__panel" aria-label={t('recipients.legend')}>
        <h2>{t('recipients.legend')}</h2>
        <BatchInput schema={schema} onChange={onInput} />
      </section>
      <PlanPanel
        locale={locale}
        capText={capText}
        onCapText={setCapText}
        isCapInvalid={cap === 'invalid'}
        state={planState}
        isWaiting={request === undefined}
      />
      <DeployStep
        locale={locale}
        chain={chain}
        status={status}
        statusError={deployment.error}
        access={access}
        onDone={onRefresh}
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
      <SendButton blocker={blocker} count={rows?.length ?? 0} transactions={plan?.chunks.length ?? 0} onSend={send} />
    </>
  );
}
