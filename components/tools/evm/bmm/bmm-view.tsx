'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { PublicClient } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { downloadCsv } from '@/components/batch/download-csv';
import { useTokenInfo } from '@/components/tools/evm/approvals/use-token-info';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { createLocalStore } from '@/lib/http/local-store';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { DexPicker, useDexChoice, useTradeErrorText } from '../batch-trade/dex-choice';
import { decimalFields, RadioChoices, TokenField, useTradeDraft } from '../batch-trade/trade-fields';
import { createRpcClient } from '../key-batch/chain';
import { parseKeyList } from '../key-batch/keys';
import { useChainTarget } from '../key-batch/use-chain-target';
import { sessionCsv } from './session-csv';
import {
  EMPTY_SESSION_DRAFT,
  parseSessionDraft,
  parseSessionForm,
  type SessionDraft,
  type SessionProblem,
} from './session-form';
import { SessionPanel } from './session-panel';
import { SessionRunner } from './session-runner';
import { clearSession, loadSession, saveSession } from './session-store';
import { newSession, type SessionSettings, type SessionState } from './session-types';
import { useTicker } from './use-ticker';

export type BmmAccess = 'vip' | 'signed-out';

interface BmmViewProps {
  access: BmmAccess;
  loginHref: string;
}

const TOOL = 'bmm-evm';
const PATTERNS = ['alternate', 'random', 'buy-only', 'sell-only'] as const;

/** The page's clock: unix seconds (the tests drive the same runner with anvil's clock instead). */
const wallClock = async () => Math.floor(Date.now() / 1000);

/**
 * A market-making session: many pasted wallets buy and sell one token on a DEX over time, inside a price band and a
 * budget, until a stop condition. The session (settings and history) is saved in this browser; the keys never are.
 */
export function BmmView({ access, loginHref }: BmmViewProps) {
  const t = useTranslations('bmmEvm');
  const tTrade = useTranslations('batchTrade');
  const locale = useSiteLocale();
  const { endpoint, target } = useChainTarget(TOOL);
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  const [keysText, setKeysText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  const issueText = useKeyIssueText();
  const errorText = useTradeErrorText();
  const [draft, set] = useTradeDraft<SessionDraft>(TOOL, EMPTY_SESSION_DRAFT, parseSessionDraft);
  const dex = useDexChoice(client as PublicClient | undefined, target?.chainId, draft);
  const token = checksumEvmAddress(draft.tokenText);
  const tokenInfo = useTokenInfo(client as PublicClient | undefined, token ?? undefined);
  const coinDecimals = target?.nativeDecimals ?? 18;
  const coinSymbol = target?.nativeSymbol ?? 'ETH';
  const tokenDecimals = tokenInfo.kind === 'ready' ? tokenInfo.decimals : undefined;
  const form = parseSessionForm(draft, coinDecimals, tokenDecimals);

  const store = useMemo(() => createLocalStore(), []);
  const [session, setSession] = useState<SessionState | null>(null);
  const [isLoaded, setLoaded] = useState(false);
  const [working, setWorking] = useState(false);
  const [actionError, setActionError] = useState<unknown>(undefined);
  const runner = useRef<{ runner: SessionRunner; clientKey: string } | null>(null);

  useEffect(() => {
    let alive = true;
    void loadSession(store).then((saved) => {
      if (!alive) return;
      // A session cut off while running waits, paused, for its keys.
      setSession(saved && saved.status === 'running' ? { ...saved, status: 'paused' } : saved);
      setLoaded(true);
    });
    return () => {
      alive = false;
    };
  }, [store]);

  /** The runner of the session shown, over the picked chain's client (created again when the RPC changes). */
  const runnerFor = useCallback(
    (state: SessionState): SessionRunner | undefined => {
      if (!client || target?.chainId !== state.settings.chainId) return undefined;
      const current = runner.current;
      if (current && current.clientKey === targetKey) return current.runner;
      const next = new SessionRunner(current?.runner.snapshot ?? state, {
        client,
        ring: keys.ring,
        clock: wallClock,
        save: (value) => saveSession(store, value),
      });
      next.subscribe(setSession);
      runner.current = { runner: next, clientKey: targetKey };
      return next;
    },
    [client, target?.chainId, targetKey, keys.ring, store],
  );

  useEffect(() => {
    runner.current?.runner.setRing(keys.ring);
  }, [keys.ring]);

  useTicker(session?.status === 'running', () => {
    void runner.current?.runner.tick();
  });

  const act = async (action: () => Promise<void>) => {
    setWorking(true);
    setActionError(undefined);
    try {
      await action();
    } catch (error) {
      setActionError(error);
    } finally {
      setWorking(false);
    }
  };

  const isFormReady =
    access === 'vip' &&
    !!client &&
    !!target &&
    !!token &&
    tokenInfo.kind === 'ready' &&
    dex.isReady &&
    form.problems.length === 0 &&
    keys.entries.length > 0;

  function create() {
    if (!isFormReady || !target || !token || tokenInfo.kind !== 'ready') return;
    const { pattern, buyRange, sellRange, intervalSeconds, slippageBps, deadlineMinutes } = form;
    if (!pattern || !buyRange || !sellRange || !intervalSeconds || !slippageBps || !deadlineMinutes) return;
    void act(async () => {
      const dexes = await dex.resolveDexes();
      const now = await wallClock();
      const settings: SessionSettings = {
        chainId: target.chainId,
        wrappedNative: dexes.wrappedNative,
        dex: dexes.dexes[0],
        token,
        tokenDecimals: tokenInfo.decimals,
        tokenSymbol: tokenInfo.symbol,
        wallets: keys.entries.map((entry) => entry.address),
        pattern,
        buyRange,
        sellRange,
        intervalSeconds,
        slippageBps,
        deadlineMinutes,
        tokenFeeBps: 0,
        band: form.band,
        onBandExit: draft.onBandExit,
        budgetWei: form.budgetWei,
        targetVolumeWei: form.targetVolumeWei,
        endAt: form.durationMinutes === undefined ? undefined : now + form.durationMinutes * 60,
        maxTrades: form.maxTrades,
      };
      runner.current = null;
      const state = newSession(settings);
      const fresh = runnerFor(state);
      if (!fresh) return;
      try {
        // The token's sell-ability is simulated first: a honeypot is refused before anything is signed.
        await fresh.start();
        setSession(fresh.snapshot);
      } catch (error) {
        runner.current = null;
        clearSession(store);
        setSession(null);
        throw error;
      }
    });
  }

  const controls = {
    pause: () => runner.current?.runner.pause(),
    resume: () => {
      if (!session) return;
      void act(async () => {
        const active = runnerFor(session);
        if (!active) return;
        active.setRing(keys.ring);
        await active.resume();
      });
    },
    stop: () => {
      if (!session) return;
      void act(async () => {
        await runnerFor(session)?.stop('user');
      });
    },
    discard: () => {
      runner.current = null;
      clearSession(store);
      setSession(null);
    },
    exportCsv: () => {
      if (session) downloadCsv(`market-making-${session.settings.chainId}.csv`, sessionCsv(session, coinDecimals));
    },
  };

  const problemText = (problem: SessionProblem) =>
    t(`problems.${problem}`, {
      decimals: problem.startsWith('sell') ? (tokenDecimals ?? 18) : coinDecimals,
    });
  const fieldError = (problem: SessionProblem, text: string) =>
    text.trim() !== '' && form.problems.includes(problem) ? problemText(problem) : undefined;
  const field = decimalFields(draft, set, fieldError);
  const tokenSymbol = tokenInfo.kind === 'ready' ? tokenInfo.symbol : '';
  const isRunning = session?.status === 'running';
  // A failed action, else the last failed tick while the log still ends on it (in the user's language).
  const panelError =
    actionError ?? (session?.log.at(-1)?.code === 'error' ? runner.current?.runner.lastError : undefined);
  const hasSession = session !== null;

  return (
    <article className="key-batch">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <KeyNotice />
      {access !== 'vip' && (
        <p className="key-batch__warning" role="note">
          {t('vipNeeded')} <a href={loginHref}>{tTrade('signIn')}</a>
        </p>
      )}
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={hasSession} />
      </div>
      {hasSession && session && (
        <SessionPanel
          session={session}
          coinSymbol={target?.chainId === session.settings.chainId ? coinSymbol : ''}
          coinDecimals={coinDecimals}
          isOnChain={target?.chainId === session.settings.chainId}
          keysPasted={session.settings.wallets.filter((wallet) => keys.ring.has(wallet)).length}
          working={working}
          canTrade={access === 'vip'}
          error={panelError === undefined ? undefined : errorText(panelError)}
          onPause={controls.pause}
          onResume={controls.resume}
          onStop={controls.stop}
          onDiscard={controls.discard}
          onExport={controls.exportCsv}
        />
      )}
      {isLoaded && !hasSession && (
        <>
          <DexPicker choice={dex} draft={draft} onChange={set} />
          <TokenField value={draft.tokenText} onChange={set('tokenText')} token={token} tokenInfo={tokenInfo} />
          <fieldset className="check-balance__panel">
            <legend>{t('patternLabel')}</legend>
            <RadioChoices
              name="bmm-pattern"
              choices={PATTERNS}
              value={draft.pattern}
              onChange={set('pattern')}
              label={(pattern) => t(`pattern.${pattern}`)}
            />
            {draft.pattern === 'random' && (
              <TextField label={t('buyPercentLabel')} {...field('buyPercentText', 'buyPercent')} />
            )}
          </fieldset>
          <div className="key-batch__setup">
            {draft.pattern !== 'sell-only' && (
              <>
                <TextField label={t('buyMin', { symbol: coinSymbol })} {...field('buyMinText', 'buyMin')} />
                <TextField label={t('buyMax', { symbol: coinSymbol })} {...field('buyMaxText', 'buyMax', 'buyRange')} />
              </>
            )}
            {draft.pattern !== 'buy-only' && (
              <>
                <TextField label={t('sellMin', { symbol: tokenSymbol })} {...field('sellMinText', 'sellMin')} />
                <TextField
                  label={t('sellMax', { symbol: tokenSymbol })}
                  {...field('sellMaxText', 'sellMax', 'sellRange')}
                />
              </>
            )}
            <TextField label={t('intervalMin')} {...field('intervalMinText', 'intervalMin')} />
            <TextField label={t('intervalMax')} {...field('intervalMaxText', 'intervalMax', 'intervalRange')} />
            <TextField
              label={tTrade('slippageLabel')}
              hint={tTrade('slippageHint')}
              value={draft.slippageText}
              onChange={set('slippageText')}
              inputMode="decimal"
              error={form.problems.includes('slippage') ? problemText('slippage') : undefined}
            />
            <TextField
              label={tTrade('deadlineLabel')}
              value={draft.deadlineText}
              onChange={set('deadlineText')}
              inputMode="decimal"
              error={form.problems.includes('deadline') ? problemText('deadline') : undefined}
            />
          </div>
          <fieldset className="check-balance__panel">
            <legend>{t('bandLabel', { symbol: coinSymbol, token: tokenSymbol })}</legend>
            <p className="account-card__muted">{t('bandHint')}</p>
            <div className="key-batch__setup">
              <TextField label={t('bandBottom')} {...field('bandBottomText', 'bandBottom')} />
              <TextField label={t('bandTop')} {...field('bandTopText', 'bandTop', 'band')} />
            </div>
            <RadioChoices
              name="bmm-band-exit"
              choices={['pause', 'stop'] as const}
              value={draft.onBandExit}
              onChange={set('onBandExit')}
              label={(choice) => t(`bandExit.${choice}`)}
            />
          </fieldset>
          <fieldset className="check-balance__panel">
            <legend>{t('stopsLabel')}</legend>
            <div className="key-batch__setup">
              <TextField
                label={t('budget', { symbol: coinSymbol })}
                hint={t('budgetHint')}
                {...field('budgetText', 'budget')}
              />
              <TextField
                label={t('volume', { symbol: coinSymbol })}
                hint={t('volumeHint')}
                {...field('volumeText', 'volume')}
              />
              <TextField label={t('duration')} {...field('durationText', 'duration')} />
              <TextField label={t('maxTrades')} {...field('maxTradesText', 'maxTrades')} />
            </div>
          </fieldset>
        </>
      )}
      <SecretTextarea
        label={tTrade('keysLabel')}
        hint={hasSession ? t('keysAgainHint') : tTrade('keysHint')}
        value={keysText}
        onChange={setKeysText}
        maskLine={maskLeadingKey}
        placeholder="0x…"
        status={tTrade('keysCount', { count: keys.entries.length })}
        disabled={isRunning}
      />
      <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
      {isLoaded && !hasSession && (
        <div className="key-batch__actions">
          {access === 'vip' ? (
            <button
              type="button"
              className="button key-batch__button"
              disabled={!isFormReady || working}
              onClick={create}
            >
              {working ? t('checking') : t('start', { count: keys.entries.length })}
            </button>
          ) : (
            <a className="button key-batch__button" href={loginHref}>
              {tTrade('signIn')}
            </a>
          )}
        </div>
      )}
      {!hasSession && actionError !== undefined && (
        <p className="account-field__error" role="alert">
          {errorText(actionError)}
        </p>
      )}
    </article>
  );
}
