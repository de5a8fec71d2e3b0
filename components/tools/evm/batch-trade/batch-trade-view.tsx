'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { PublicClient } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { useTokenInfo } from '@/components/tools/evm/approvals/use-token-info';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { createRpcClient } from '../key-batch/chain';
import { parseKeyList } from '../key-batch/keys';
import { lanesWithKeys } from '../key-batch/resume';
import { ResumeNotice } from '../key-batch/resume-notice';
import { useChainTarget } from '../key-batch/use-chain-target';
import { useKeyBatchRun } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import { DexPicker, useDexChoice, useTradeErrorText } from './dex-choice';
import { createTradeDriver } from './trade-driver';
import { decimalFields, RadioChoices, TokenField, useTradeDraft } from './trade-fields';
import { EMPTY_TRADE_DRAFT, type FieldProblem, parseTradeDraft, parseTradeForm, type TradeDraft } from './trade-form';
import { planTrade, type TradePlan, tradeJob } from './trade-plan';
import { type AssetUnits, TradePlanTable } from './trade-plan-table';
import { TradeRunPanel } from './trade-run-panel';
import { settingsFromMeta, type TradeSettings } from './trade-settings';
import { TradeSummary } from './trade-summary';

export type TradeAccess = 'vip' | 'signed-out';

interface BatchTradeViewProps {
  /** 'bsc' starts on BNB Chain with PancakeSwap; 'evm' on the chain picked last (Ethereum first). */
  variant: 'evm' | 'bsc';
  /** Signed-out visitors review (quotes, costs) but sign in with the dexBulkTrade VIP to trade. */
  access: TradeAccess;
  /** Where "sign in" goes (with this page as lastPage). */
  loginHref: string;
}

/** Many pasted wallets each buy or sell one token on a DEX: review every quote first, then trade. */
export function BatchTradeView({ variant, access, loginHref }: BatchTradeViewProps) {
  const tool = variant === 'bsc' ? 'bsc-batch-trade' : 'batch-trade';
  const t = useTranslations('batchTrade');
  const tPage = useTranslations(variant === 'bsc' ? 'bscBatchTrade' : 'batchTrade');
  const tBatch = useTranslations('batch');
  const locale = useSiteLocale();
  const { endpoint, target } = useChainTarget(tool, variant === 'bsc' ? 56 : undefined);
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  const [keysText, setKeysText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  const [draft, set] = useTradeDraft<TradeDraft>(tool, EMPTY_TRADE_DRAFT, parseTradeDraft);
  const runState = useKeyBatchRun(tool);
  const isBusy = useRunBusy(runState.run);
  const issueText = useKeyIssueText();

  const dex = useDexChoice(client as PublicClient | undefined, target?.chainId, draft);
  const { dexChoice, router, quoter, resolveDexes } = dex;
  const token = checksumEvmAddress(draft.tokenText);
  const tokenInfo = useTokenInfo(client as PublicClient | undefined, token ?? undefined);
  const coinDecimals = target?.nativeDecimals ?? 18;
  const tokenDecimals = tokenInfo.kind === 'ready' ? tokenInfo.decimals : undefined;
  const amountDecimals = draft.side === 'buy' ? coinDecimals : tokenDecimals;
  const form = parseTradeForm(draft, amountDecimals);
  const units: AssetUnits | undefined =
    target && tokenInfo.kind === 'ready'
      ? {
          coinSymbol: target.nativeSymbol,
          coinDecimals,
          tokenSymbol: tokenInfo.symbol,
          tokenDecimals: tokenInfo.decimals,
        }
      : undefined;
  const isFormReady =
    target && token && units && form.problems.length === 0 && form.rule && dex.isReady && keys.entries.length > 0;
  const inputs = isFormReady
    ? JSON.stringify([targetKey, token, dexChoice, router, quoter, draft, keys.entries.map((entry) => entry.address)])
    : '';
  const { state: plan, read, clear } = usePlanRead<{ plan: TradePlan; dexName: string }>(inputs);

  const review = useCallback(() => {
    if (!isFormReady || !client || !target || !token || !form.rule) return;
    const { rule, slippageBps, deadlineMinutes, gasLimit, gasPriceWei } = form;
    void read(inputs, async () => {
      const dexes = await resolveDexes();
      const settings: TradeSettings = {
        chainId: target.chainId,
        wrappedNative: dexes.wrappedNative,
        dex: dexes.dexes[0],
        token,
        side: draft.side,
        rule,
        slippageBps: slippageBps ?? 100,
        deadlineMinutes: deadlineMinutes ?? 20,
        tokenFeeBps: 0,
        gasLimit,
        gasPriceWei,
      };
      const planned = await planTrade({ client, entries: keys.entries, settings });
      return { plan: planned, dexName: dexes.dexes[0].name };
    });
  }, [isFormReady, client, target, token, form, read, inputs, resolveDexes, draft.side, keys.entries]);

  function start(ready: TradePlan) {
    if (!client || !units || access !== 'vip') return;
    const isBuy = ready.settings.side === 'buy';
    const job = tradeJob(ready, {
      rpcUrl: target?.rpcUrl ?? '',
      symbol: isBuy ? units.coinSymbol : units.tokenSymbol,
      decimals: String(isBuy ? units.coinDecimals : units.tokenDecimals),
    });
    const { ring } = keys;
    runState.start(job, (attempts) => createTradeDriver(ready.settings, { client, ring, attempts }), ring);
    clear();
  }

  function resume() {
    const job = runState.stored;
    if (!job || !client || access !== 'vip') return;
    const { ring } = keys;
    runState.resume((attempts) => createTradeDriver(settingsFromMeta(job.meta), { client, ring, attempts }), ring);
  }

  const errorText = useTradeErrorText();
  const problemText = (problem: FieldProblem) => t(`problems.${problem}`, { decimals: amountDecimals ?? 18 });
  const fieldError = (problem: FieldProblem, text: string) =>
    text.trim() !== '' && form.problems.includes(problem) ? problemText(problem) : undefined;
  const field = decimalFields(draft, set, fieldError);
  const amountSymbol =
    draft.side === 'buy' ? (target?.nativeSymbol ?? 'ETH') : tokenInfo.kind === 'ready' ? tokenInfo.symbol : '';

  return (
    <article className="key-batch">
      <header>
        <h1>{tPage('title')}</h1>
        <p className="account-card__muted">{tPage('intro')}</p>
      </header>
      <KeyNotice />
      {access !== 'vip' && (
        <p className="key-batch__warning" role="note">
          {t('vipNeeded')} <a href={loginHref}>{t('signIn')}</a>
        </p>
      )}
      {runState.stored && !runState.run && access === 'vip' && (
        <ResumeNotice
          job={runState.stored}
          chainId={target?.chainId}
          keys={lanesWithKeys(runState.stored, keys.ring)}
          onResume={resume}
          onDiscard={runState.discard}
        />
      )}
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
      </div>
      <DexPicker choice={dex} draft={draft} onChange={set} disabled={isBusy} />
      <TokenField
        value={draft.tokenText}
        onChange={set('tokenText')}
        token={token}
        tokenInfo={tokenInfo}
        disabled={isBusy}
      />
      <fieldset className="check-balance__panel" disabled={isBusy}>
        <legend>{t('sideLabel')}</legend>
        <RadioChoices
          name={`${tool}-side`}
          choices={['buy', 'sell'] as const}
          value={draft.side}
          onChange={set('side')}
          label={(side) => t(`side.${side}`)}
        />
      </fieldset>
      <fieldset className="check-balance__panel" disabled={isBusy}>
        <legend>{t('amountLabel', { symbol: amountSymbol })}</legend>
        <RadioChoices
          name={`${tool}-amount-mode`}
          choices={['fixed', 'range', 'percent'] as const}
          value={draft.amountMode}
          onChange={set('amountMode')}
          label={(mode) => t(`amountMode.${mode}`)}
        />
        {draft.amountMode === 'fixed' && <TextField label={t('amountFixed')} {...field('amountText', 'amount')} />}
        {draft.amountMode === 'range' && (
          <>
            <TextField label={t('amountMin')} {...field('minText', 'min')} />
            <TextField label={t('amountMax')} {...field('maxText', 'max', 'range')} />
          </>
        )}
        {draft.amountMode === 'percent' && (
          <TextField
            label={t('amountPercent')}
            hint={draft.side === 'buy' ? t('percentBuyHint') : t('percentSellHint')}
            {...field('percentText', 'percent')}
          />
        )}
      </fieldset>
      <div className="key-batch__setup">
        <TextField
          label={t('slippageLabel')}
          hint={t('slippageHint')}
          value={draft.slippageText}
          onChange={set('slippageText')}
          inputMode="decimal"
          disabled={isBusy}
          error={form.problems.includes('slippage') ? problemText('slippage') : undefined}
        />
        <TextField
          label={t('deadlineLabel')}
          value={draft.deadlineText}
          onChange={set('deadlineText')}
          inputMode="decimal"
          disabled={isBusy}
          error={form.problems.includes('deadline') ? problemText('deadline') : undefined}
        />
        <TextField
          label={t('gasLimitLabel')}
          hint={t('gasLimitHint')}
          {...field('gasLimitText', 'gasLimit')}
          disabled={isBusy}
        />
        <TextField
          label={t('gasPriceLabel')}
          hint={t('gasPriceHint')}
          {...field('gasPriceText', 'gasPrice')}
          disabled={isBusy}
        />
      </div>
      <SecretTextarea
        label={t('keysLabel')}
        hint={t('keysHint')}
        value={keysText}
        onChange={setKeysText}
        maskLine={maskLeadingKey}
        placeholder="0x…"
        status={t('keysCount', { count: keys.entries.length })}
        disabled={isBusy}
      />
      <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!isFormReady || plan.phase === 'reading' || isBusy}
          onClick={review}
        >
          {plan.phase === 'reading' ? tBatch('reviewing') : t('review')}
        </button>
      </div>
      {plan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: errorText(plan.error) })}
          onRetry={review}
          disabled={isBusy}
        />
      )}
      {plan.phase === 'ready' && units && (
        <>
          <TradeSummary plan={plan.plan.plan} units={units} dexName={plan.plan.dexName} />
          <TradePlanTable plan={plan.plan.plan} ring={keys.ring} units={units} />
          <div className="key-batch__actions">
            {access === 'vip' ? (
              <button
                type="button"
                className="button key-batch__button"
                disabled={plan.plan.plan.totals.ready === 0 || isBusy}
                onClick={() => start(plan.plan.plan)}
              >
                {t('start', { count: plan.plan.plan.totals.ready })}
              </button>
            ) : (
              <a className="button key-batch__button" href={loginHref}>
                {t('signIn')}
              </a>
            )}
          </div>
        </>
      )}
      {runState.run && <TradeRunPanel run={runState.run} storageTool={runState.storageTool} />}
    </article>
  );
}
