'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SUI_CHAIN_ID, SUI_DECIMALS } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { suiPublishFeeMist } from '@/chains/sui/fees';
import {
  buildSuiCoinFinalizeTransaction,
  buildSuiCoinPublishTransaction,
  SUI_COIN_REGISTRY_ID,
} from '@/chains/sui/token/publish';
import {
  readSuiCoinState,
  readSuiPublishedCoin,
  readSuiSharedVersion,
  type SuiCoinState,
  type SuiPublishedCoin,
} from '@/chains/sui/token/reads';
import {
  prepareSuiCoinTransaction,
  readWhenIndexed,
  type SuiPrepared,
  sendSuiCoinTransaction,
} from '@/chains/sui/token/run';
import {
  checkSuiCoinSpec,
  loadMoveBytecodeTemplate,
  patchSuiCoinTemplate,
  SUI_COIN_SPEC_LIMITS,
  type SuiCoinSpec,
  type SuiCoinSpecField,
  type SuiCoinSpecInput,
  suiCoinIdentifierFor,
} from '@/chains/sui/token/template';
import { SuiWalletPanel } from '@/components/wallet/sui/sui-wallet-panel';
import { useSuiWallet } from '@/components/wallet/sui/use-sui-wallet';
import { formatDecimal, parseDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { SuiGraphqlField } from '../rpc/sui-graphql-field';
import { SuiReadError } from '../rpc/sui-read-error';
import { SUI_PROXY_PATH, useSuiGraphql } from '../rpc/use-sui-graphql';
import { SuiPreparedCost } from './prepared-cost';
import { SuiCoinPageMessage, useSuiCoinErrorText } from './use-coin-error-text';

export interface SuiTokenPublishViewProps {
  upstream: string;
  feeReceiver: string | null;
  proxyPath?: string;
  /** Tests: how often a landed transaction is asked for. */
  pollMs?: number;
}

type Step =
  | { phase: 'edit' }
  | { phase: 'busy'; what: 'review' | 'publish' | 'finalize' }
  | { phase: 'review'; spec: SuiCoinSpec; owner: string; module: Uint8Array; prepared: SuiPrepared }
  | { phase: 'published'; coin: SuiPublishedCoin; owner: string }
  | {
      phase: 'done';
      coin: SuiPublishedCoin;
      finalizeDigest: string;
      read: { name: string; symbol: string; decimals: number; supply: string };
    }
  | {
      phase: 'failed';
      error: unknown;
      /** review: nothing landed; published: the publish landed (its digest), never sent again; finalize: step two. */
      retry: 'review' | 'published' | 'finalize';
      coin?: SuiPublishedCoin;
      owner?: string;
      digest?: string;
    };

const FIELDS: readonly SuiCoinSpecField[] = ['name', 'symbol', 'identifier', 'decimals', 'description', 'iconUrl'];

/** /sui/token/publish: a coin of one's own, published from the browser (template patched here) and finalised. */
export function SuiTokenPublishView({
  upstream,
  feeReceiver,
  proxyPath = SUI_PROXY_PATH,
  pollMs,
}: SuiTokenPublishViewProps) {
  const t = useTranslations('suiTokenPublish');
  const locale = useSiteLocale();
  const api = useSuiGraphql(upstream, proxyPath);
  const wallet = useSuiWallet(api.resolveUrl);
  const describe = useSuiCoinErrorText(locale);
  const [form, setForm] = useState<SuiCoinSpecInput>({ decimals: String(SUI_DECIMALS) });
  const [upgradeCap, setUpgradeCap] = useState<'keep' | 'immutable'>('keep');
  const [supplyText, setSupplyText] = useState('');
  const [step, setStep] = useState<Step>({ phase: 'edit' });
  const checked = useMemo(() => checkSuiCoinSpec(form), [form]);
  const problems = new Map(checked.ok ? [] : checked.problems.map((problem) => [problem.field, problem] as const));
  const [touched, setTouched] = useState<Set<SuiCoinSpecField | 'supply'>>(new Set());
  const graphql = () => ({ url: api.resolveUrl() });
  const polls = { pollMs: pollMs ?? 1500 };
  const fee = suiPublishFeeMist();

  const set = (field: SuiCoinSpecField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setStep((current) => (current.phase === 'review' || current.phase === 'failed' ? { phase: 'edit' } : current));
  };

  async function review() {
    if (!checked.ok || !feeReceiver || initialSupply(checked.spec.decimals) === -1n) {
      setTouched(new Set([...FIELDS, 'supply' as const]));
      return;
    }
    const spec = checked.spec;
    setStep({ phase: 'busy', what: 'review' });
    try {
      const owner = wallet.connected?.address ?? (await wallet.connect());
      const module = patchSuiCoinTemplate(await loadMoveBytecodeTemplate(), spec);
      const prepared = await prepareSuiCoinTransaction(
        owner,
        fee,
        (gas) => buildSuiCoinPublishTransaction({ ...gas, module, upgradeCap, feeReceiver }),
        graphql(),
      );
      setStep({ phase: 'review', spec, owner, module, prepared });
    } catch (error) {
      setStep({ phase: 'failed', error, retry: 'review' });
    }
  }

  async function finalize(coin: SuiPublishedCoin, owner: string) {
    setStep({ phase: 'busy', what: 'finalize' });
    try {
      // Asked first: a registration that landed (a retry after its answer or read-back was lost) is not sent again.
      const state = await readSuiCoinState(coin.coinType, owner, graphql());
      const currency = state.currency ? null : (state.pendingCurrency ?? coin.pendingCurrency);
      const treasuryCap = coin.treasuryCap ?? state.treasuryCap;
      const supply = initialSupply(checked.ok ? checked.spec.decimals : 0);
      const initialMint =
        supply && supply > 0n && treasuryCap && !state.treasuryCap?.totalSupply
          ? { treasuryCap, amount: supply, to: owner }
          : undefined;
      if (currency) {
        const registryVersion = await readSuiSharedVersion(SUI_COIN_REGISTRY_ID, graphql());
        const prepared = await prepareSuiCoinTransaction(
          owner,
          0n,
          (gas) =>
            buildSuiCoinFinalizeTransaction({
              ...gas,
              coinType: coin.coinType,
              currency,
              registryInitialSharedVersion: registryVersion,
              initialMint,
            }),
          graphql(),
        );
        const digest = await sendSuiCoinTransaction(prepared, wallet.signerFor(owner), graphql(), polls);
        const after = await readWhenIndexed(async () => {
          const read = await readSuiCoinState(coin.coinType, owner, graphql());
          if (!read.currency) throw new Error('not indexed yet');
          return read;
        }, polls);
        setStep({ phase: 'done', coin, finalizeDigest: digest, read: readBack(after) });
      } else if (state.currency) {
        setStep({ phase: 'done', coin, finalizeDigest: '', read: readBack(state) });
      } else {
        throw new SuiCoinPageMessage(t('errors.noCurrency'));
      }
    } catch (error) {
      setStep({ phase: 'failed', error, retry: 'finalize', coin, owner });
    }
  }

  function initialSupply(decimals: number): bigint | null {
    const text = supplyText.trim();
    if (text === '') return null;
    try {
      const amount = parseDecimal(text, decimals);
      return amount > 0n && amount < 1n << 64n ? amount : -1n;
    } catch {
      return -1n;
    }
  }

  function readBack(state: SuiCoinState) {
    const fields = state.currency?.fields ?? { name: '', symbol: '', decimals: 0 };
    const supply = state.treasuryCap ? formatDecimal(state.treasuryCap.totalSupply, fields.decimals) : '—';
    return { name: fields.name, symbol: fields.symbol, decimals: fields.decimals, supply };
  }

  /** The publish landed: its objects read from its effects (asked again on retry, the publish never sent twice). */
  async function afterPublish(digest: string, owner: string) {
    setStep({ phase: 'busy', what: 'finalize' });
    let coin: SuiPublishedCoin;
    try {
      coin = await readWhenIndexed(() => readSuiPublishedCoin(digest, graphql()), polls);
    } catch {
      const error = new SuiCoinPageMessage(t('errors.notIndexed', { digest }));
      setStep({ phase: 'failed', error, retry: 'published', digest, owner });
      return;
    }
    setStep({ phase: 'published', coin, owner });
    await finalize(coin, owner);
  }

  async function publish() {
    if (step.phase !== 'review') return;
    const { owner, prepared } = step;
    setStep({ phase: 'busy', what: 'publish' });
    let digest: string;
    try {
      digest = await sendSuiCoinTransaction(prepared, wallet.signerFor(owner), graphql(), polls);
    } catch (error) {
      setStep({ phase: 'failed', error, retry: 'review' });
      return;
    }
    await afterPublish(digest, owner);
  }

  function retry() {
    if (step.phase !== 'failed') return;
    if (step.retry === 'finalize' && step.coin && step.owner) void finalize(step.coin, step.owner);
    else if (step.retry === 'published' && step.digest && step.owner) void afterPublish(step.digest, step.owner);
    else void review();
  }

  if (!feeReceiver) {
    return (
      <article className="send-token">
        <h1>{t('title')}</h1>
        <p className="account-alert account-alert--error" role="alert">
          {t('notConfigured')}
        </p>
      </article>
    );
  }

  const busy = step.phase === 'busy';
  const decimalsForSupply = checked.ok ? checked.spec.decimals : Number(form.decimals ?? 0) || 0;
  const supplyError =
    touched.has('supply') && initialSupply(decimalsForSupply) === -1n
      ? t('errors.supply', { decimals: decimalsForSupply })
      : null;
  const editable =
    step.phase === 'edit' || step.phase === 'review' || (step.phase === 'failed' && step.retry === 'review');
  const problemText = (field: SuiCoinSpecField) => {
    const problem = problems.get(field);
    if (!problem || !touched.has(field)) return null;
    return t(`errors.${problem.code}`, { max: problem.max ?? 0 });
  };
  const field = (name: SuiCoinSpecField, props: { multiline?: boolean; placeholder?: string } = {}) => {
    const error = problemText(name);
    const id = `sui-coin-${name}`;
    return (
      <p className="account-field">
        <label htmlFor={id}>{t(`fields.${name}`)}</label>
        {props.multiline ? (
          <textarea
            id={id}
            data-testid={id}
            value={form[name] ?? ''}
            disabled={!editable || busy}
            onChange={(event) => set(name, event.target.value)}
            aria-invalid={error ? true : undefined}
            rows={3}
          />
        ) : (
          <input
            id={id}
            data-testid={id}
            value={form[name] ?? ''}
            placeholder={props.placeholder}
            disabled={!editable || busy}
            onChange={(event) => set(name, event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        )}
        {error && (
          <span className="account-field__error" role="alert" data-testid={`${id}-error`}>
            {error}
          </span>
        )}
      </p>
    );
  };
  const link = (kind: 'tx' | 'token' | 'address', id: string, text: string) => (
    <a href={suiExplorerLink(SUI_CHAIN_ID, kind, id)} target="_blank" rel="noreferrer">
      {text}
    </a>
  );

  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SuiGraphqlField api={api} disabled={busy} />
      <SuiWalletPanel wallet={wallet} />
      <section aria-label={t('formLegend')}>
        {field('name')}
        {field('symbol')}
        {field('identifier', { placeholder: suiCoinIdentifierFor(form.symbol ?? '') })}
        <p className="account-card__muted">{t('identifierHint', { max: SUI_COIN_SPEC_LIMITS.identifierChars })}</p>
        {field('decimals')}
        {field('description', { multiline: true })}
        {field('iconUrl', { placeholder: 'https://' })}
        <p className="account-field">
          <label htmlFor="sui-coin-supply">{t('fields.supply')}</label>
          <input
            id="sui-coin-supply"
            data-testid="sui-coin-supply"
            value={supplyText}
            inputMode="decimal"
            disabled={!editable || busy}
            onChange={(event) => {
              setSupplyText(event.target.value);
              setTouched((current) => new Set(current).add('supply'));
              setStep((current) =>
                current.phase === 'review' || current.phase === 'failed' ? { phase: 'edit' } : current,
              );
            }}
          />
          {supplyError && (
            <span className="account-field__error" role="alert" data-testid="sui-coin-supply-error">
              {supplyError}
            </span>
          )}
          <span className="account-card__muted">{t('supplyHint')}</span>
        </p>
        <fieldset disabled={!editable || busy}>
          <legend>{t('upgradeCap.legend')}</legend>
          <label>
            <input type="radio" checked={upgradeCap === 'keep'} onChange={() => setUpgradeCap('keep')} />{' '}
            {t('upgradeCap.keep')}
          </label>
          <label>
            <input
              type="radio"
              data-testid="sui-coin-immutable"
              checked={upgradeCap === 'immutable'}
              onChange={() => setUpgradeCap('immutable')}
            />{' '}
            {t('upgradeCap.immutable')}
          </label>
        </fieldset>
        <p className="account-card__muted" data-testid="sui-coin-fee-note">
          {t('feeNote', { fee: formatDecimal(fee, SUI_DECIMALS) })}
        </p>
      </section>
      {editable && step.phase !== 'review' && (
        <button
          type="button"
          className="button"
          data-testid="sui-coin-review"
          disabled={busy}
          onClick={() => void review()}
        >
          {t('reviewButton')}
        </button>
      )}
      {busy && <p role="status">{t(`busy.${step.what}`)}</p>}
      {step.phase === 'review' && (
        <>
          <p>
            {t('reviewIntro', {
              symbol: step.spec.symbol,
              identifier: step.spec.identifier,
              bytes: step.module.length,
            })}
          </p>
          <SuiPreparedCost prepared={step.prepared} testId="sui-coin-publish-cost" />
          <p className="account-card__muted">{t('twoSteps')}</p>
          <button type="button" className="button" data-testid="sui-coin-publish" onClick={() => void publish()}>
            {t('publishButton')}
          </button>
        </>
      )}
      {step.phase === 'published' && <p role="status">{t('publishedFinalizing', { type: step.coin.coinType })}</p>}
      {step.phase === 'failed' && (
        <SuiReadError
          api={api}
          message={t('failed', { message: describe(step.error) })}
          onRetry={retry}
          testId="sui-coin-error"
        />
      )}
      {step.phase === 'done' && (
        <section className="account-card" data-testid="sui-coin-done" data-coin-type={step.coin.coinType}>
          <h2>{t('done.title')}</h2>
          <p>{t('done.read', step.read)}</p>
          <p>
            {t('done.coinType')} <code>{step.coin.coinType}</code> ·{' '}
            {link('token', step.coin.coinType, t('done.suiscan'))}
          </p>
          <p>
            {link('tx', step.coin.digest, t('done.publishTx'))}
            {step.finalizeDigest && <> · {link('tx', step.finalizeDigest, t('done.finalizeTx'))}</>}
          </p>
          <p>
            <a href={`/${locale}/sui/token/manage?coin=${encodeURIComponent(step.coin.coinType)}`}>
              {t('done.manage')}
            </a>
          </p>
        </section>
      )}
    </article>
  );
}
