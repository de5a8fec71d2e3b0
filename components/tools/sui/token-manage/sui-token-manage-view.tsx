'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { normalizeSuiAddress, type SuiAddress } from '@/chains/sui/address';
import { normalizeSuiCoinType } from '@/chains/sui/balances';
import { SUI_CHAIN_ID, SUI_DECIMALS } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { suiManageFeeMist } from '@/chains/sui/fees';
import { readSuiCoins } from '@/chains/sui/send';
import {
  buildSuiCoinManageTransaction,
  SUI_MAX_MINT_RECIPIENTS,
  type SuiCoinManageInput,
} from '@/chains/sui/token/manage';
import { buildSuiCoinFinalizeTransaction, SUI_COIN_REGISTRY_ID } from '@/chains/sui/token/publish';
import { readSuiCoinState, readSuiSharedVersion, type SuiCoinState } from '@/chains/sui/token/reads';
import {
  prepareSuiCoinTransaction,
  readWhenIndexed,
  type SuiPrepared,
  sendSuiCoinTransaction,
} from '@/chains/sui/token/run';
import { checkSuiCoinSpec } from '@/chains/sui/token/template';
import { BatchInput } from '@/components/batch/batch-input';
import { SuiWalletPanel } from '@/components/wallet/sui/sui-wallet-panel';
import { useSuiWallet } from '@/components/wallet/sui/use-sui-wallet';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { formatDecimal, parseDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { SuiGraphqlField } from '../rpc/sui-graphql-field';
import { SuiReadError } from '../rpc/sui-read-error';
import { SUI_PROXY_PATH, useSuiGraphql } from '../rpc/use-sui-graphql';
import { SuiPreparedCost } from '../token-publish/prepared-cost';
import { SuiCoinPageMessage, useSuiCoinErrorText } from '../token-publish/use-coin-error-text';

export interface SuiTokenManageViewProps {
  upstream: string;
  feeReceiver: string | null;
  /** The coin type from the page's address (?coin=), e.g. right after a publish. */
  initialCoinType?: string;
  proxyPath?: string;
  pollMs?: number;
}

export type SuiManageTab = 'mint' | 'burn' | 'metadata' | 'permission';
type PermissionChange =
  | 'fixSupply'
  | 'freezeTreasuryCap'
  | 'transferTreasuryCap'
  | 'deleteMetadataCap'
  | 'transferMetadataCap';
const CHANGES: readonly PermissionChange[] = [
  'fixSupply',
  'freezeTreasuryCap',
  'transferTreasuryCap',
  'deleteMetadataCap',
  'transferMetadataCap',
];

type Step =
  | { phase: 'idle' }
  | { phase: 'busy'; what: 'load' | 'prepare' | 'send' }
  | { phase: 'prepared'; prepared: SuiPrepared; tab: SuiManageTab | 'finalize' }
  | { phase: 'sent'; digest: string; tab: SuiManageTab | 'finalize'; unread?: boolean }
  | { phase: 'failed'; error: unknown; retry: 'load' | 'prepare' };

/** /sui/token/manage: mint, burn, metadata and permissions of a Coin Registry coin, each with its cost and result. */
export function SuiTokenManageView({
  upstream,
  feeReceiver,
  initialCoinType = '',
  proxyPath = SUI_PROXY_PATH,
  pollMs,
}: SuiTokenManageViewProps) {
  const t = useTranslations('suiTokenManage');
  const locale = useSiteLocale();
  const api = useSuiGraphql(upstream, proxyPath);
  const wallet = useSuiWallet(api.resolveUrl);
  const describe = useSuiCoinErrorText(locale);
  const [coinText, setCoinText] = useState(initialCoinType);
  const [state, setState] = useState<{ owner: string; coin: SuiCoinState } | null>(null);
  const [tab, setTab] = useState<SuiManageTab>('mint');
  const [step, setStep] = useState<Step>({ phase: 'idle' });
  const [mintText, setMintText] = useState('');
  const [mintRows, setMintRows] = useState<ValidationResult | null>(null);
  const [burnText, setBurnText] = useState('');
  const [burnAll, setBurnAll] = useState(false);
  const [meta, setMeta] = useState({ name: '', description: '', iconUrl: '' });
  const [change, setChange] = useState<PermissionChange>('fixSupply');
  const [recipient, setRecipient] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const graphql = () => ({ url: api.resolveUrl() });
  const polls = { pollMs: pollMs ?? 1500 };
  const decimals = state?.coin.currency?.fields.decimals ?? state?.coin.pendingCurrency?.fields.decimals ?? 0;
  const symbol = state?.coin.currency?.fields.symbol ?? state?.coin.pendingCurrency?.fields.symbol ?? '';
  const mintSchema = useMemo<RowSchema>(
    () => ({
      address: normalizeSuiAddress,
      amountDecimals: decimals,
      duplicates: 'warning',
      maxRows: SUI_MAX_MINT_RECIPIENTS,
    }),
    [decimals],
  );
  const coinType = normalizeSuiCoinType(coinText.trim());
  const busy = step.phase === 'busy';

  async function load() {
    if (!coinType) return;
    setStep({ phase: 'busy', what: 'load' });
    try {
      const owner = wallet.connected?.address ?? (await wallet.connect());
      const coin = await readSuiCoinState(coinType, owner, graphql());
      setState({ owner, coin });
      const fields = coin.currency?.fields;
      if (fields) setMeta({ name: fields.name, description: fields.description, iconUrl: fields.iconUrl });
      setStep({ phase: 'idle' });
    } catch (error) {
      setStep({ phase: 'failed', error, retry: 'load' });
    }
  }

  /** The action's inputs checked; a message in the reader's language when not ready. */
  function problem(): string | null {
    if (!state) return t('errors.notLoaded');
    const { coin } = state;
    if (tab === 'mint') {
      if (!coin.treasuryCap) return t('errors.noTreasuryCap');
      if (!mintRows || mintRows.rows.length === 0) return t('errors.noRows');
      const excluded = mintRows.checked.filter((row) => row.isExcluded).length;
      if (excluded > 0) return t('errors.badRows', { count: excluded });
      if (mintRows.rows.length > SUI_MAX_MINT_RECIPIENTS)
        return t('errors.tooManyRows', { max: SUI_MAX_MINT_RECIPIENTS });
    } else if (tab === 'burn') {
      if (!coin.treasuryCap) return t('errors.noTreasuryCap');
      if (!burnAll) {
        try {
          if (parseDecimal(burnText.trim(), decimals) <= 0n) return t('errors.amount', { decimals });
        } catch {
          return t('errors.amount', { decimals });
        }
      }
    } else if (tab === 'metadata') {
      if (!coin.metadataCap) return t('errors.noMetadataCap');
      if (!coin.currency) return t('errors.notFinalized');
      const check = checkSuiCoinSpec({ symbol: 'X', decimals: '0', ...meta });
      if (!check.ok) {
        const first = check.problems[0];
        return `${t(`fields.${first.field}`)}: ${t(`errors.field.${first.code}`, { max: first.max ?? 0 })}`;
      }
      const now = coin.currency.fields;
      if (
        now.name === meta.name.trim() &&
        now.description === meta.description.trim() &&
        now.iconUrl === meta.iconUrl.trim()
      ) {
        return t('errors.unchanged');
      }
    } else {
      const needsTreasury =
        change === 'fixSupply' || change === 'freezeTreasuryCap' || change === 'transferTreasuryCap';
      if (needsTreasury && !coin.treasuryCap) return t('errors.noTreasuryCap');
      if (!needsTreasury && !coin.metadataCap) return t('errors.noMetadataCap');
      if ((change === 'fixSupply' || change === 'deleteMetadataCap') && !coin.currency) return t('errors.notFinalized');
      if (change.startsWith('transfer') && !normalizeSuiAddress(recipient.trim())) return t('errors.recipient');
      if (!confirmed) return t('errors.confirm');
    }
    return null;
  }

  function manageInput(coin: SuiCoinState, coins: { objectId: string; version: string; digest: string }[]) {
    const base = { coinType: coin.coinType, feeReceiver: feeReceiver ?? '' };
    const currency = coin.currency ?? undefined;
    if (tab === 'mint') {
      const rows = (mintRows?.rows ?? []).map((row) => ({ to: row.address as SuiAddress, amount: row.amount ?? 0n }));
      return { ...base, action: 'mint', treasuryCap: coin.treasuryCap, rows } as const;
    }
    if (tab === 'burn') {
      return {
        ...base,
        action: 'burn',
        treasuryCap: coin.treasuryCap,
        coins,
        amount: burnAll ? ('all' as const) : parseDecimal(burnText.trim(), decimals),
      } as const;
    }
    if (tab === 'metadata') {
      const now = coin.currency?.fields;
      const changed = (key: 'name' | 'description' | 'iconUrl', was: string | undefined) =>
        meta[key].trim() === was ? undefined : meta[key].trim();
      return {
        ...base,
        action: 'metadata',
        currency,
        metadataCap: coin.metadataCap,
        name: changed('name', now?.name),
        description: changed('description', now?.description),
        iconUrl: changed('iconUrl', now?.iconUrl),
      } as const;
    }
    const to = recipient.trim();
    return change === 'deleteMetadataCap' || change === 'transferMetadataCap'
      ? ({ ...base, action: 'permission', change, metadataCap: coin.metadataCap, currency, recipient: to } as const)
      : ({ ...base, action: 'permission', change, treasuryCap: coin.treasuryCap, currency, recipient: to } as const);
  }

  async function prepare() {
    if (!state || !feeReceiver || problem()) return;
    setStep({ phase: 'busy', what: 'prepare' });
    try {
      const { owner, coin } = state;
      let coins: { objectId: string; version: string; digest: string }[] = [];
      if (tab === 'burn') {
        const held = await readSuiCoins(owner, coin.coinType, graphql());
        const total = held.reduce((sum, object) => sum + object.balance, 0n);
        const amount = burnAll ? total : parseDecimal(burnText.trim(), decimals);
        if (held.length === 0 || amount > total) {
          throw new SuiCoinPageMessage(t('errors.burnShort', { held: formatDecimal(total, decimals), symbol }));
        }
        coins = held.map((object) => ({
          objectId: object.objectId,
          version: String(object.version),
          digest: object.digest,
        }));
      }
      const input = manageInput(coin, coins);
      const prepared = await prepareSuiCoinTransaction(
        owner,
        suiManageFeeMist(input.action),
        (gas) => buildSuiCoinManageTransaction({ ...gas, ...input } as SuiCoinManageInput),
        graphql(),
      );
      setStep({ phase: 'prepared', prepared, tab });
    } catch (error) {
      setStep({ phase: 'failed', error, retry: 'prepare' });
    }
  }

  async function prepareFinalize() {
    if (!state?.coin.pendingCurrency) return;
    setStep({ phase: 'busy', what: 'prepare' });
    try {
      const { owner, coin } = state;
      const pending = coin.pendingCurrency as NonNullable<SuiCoinState['pendingCurrency']>;
      const registryVersion = await readSuiSharedVersion(SUI_COIN_REGISTRY_ID, graphql());
      const prepared = await prepareSuiCoinTransaction(
        owner,
        0n,
        (gas) =>
          buildSuiCoinFinalizeTransaction({
            ...gas,
            coinType: coin.coinType,
            currency: pending,
            registryInitialSharedVersion: registryVersion,
          }),
        graphql(),
      );
      setStep({ phase: 'prepared', prepared, tab: 'finalize' });
    } catch (error) {
      setStep({ phase: 'failed', error, retry: 'load' });
    }
  }

  async function send() {
    if (step.phase !== 'prepared' || !state) return;
    const { prepared, tab: done } = step;
    const before = state.coin;
    setStep({ phase: 'busy', what: 'send' });
    let digest: string;
    try {
      digest = await sendSuiCoinTransaction(prepared, wallet.signerFor(state.owner), graphql(), polls);
    } catch (error) {
      setStep({ phase: 'failed', error, retry: 'prepare' });
      return;
    }
    setConfirmed(false);
    try {
      // Read back until the chain's index shows the change (a new cap version, a new currency version).
      const after = await readWhenIndexed(async () => {
        const read = await readSuiCoinState(before.coinType, state.owner, graphql());
        const same =
          read.treasuryCap?.version === before.treasuryCap?.version &&
          read.metadataCap?.version === before.metadataCap?.version &&
          JSON.stringify(read.currency?.fields) === JSON.stringify(before.currency?.fields) &&
          Boolean(read.pendingCurrency) === Boolean(before.pendingCurrency);
        if (same) throw new Error('not indexed yet');
        return read;
      }, polls).catch(() => readSuiCoinState(before.coinType, state.owner, graphql()));
      setState({ owner: state.owner, coin: after });
      setStep({ phase: 'sent', digest, tab: done });
    } catch {
      // Landed, but not read back: said so, never offered as a failure to send again.
      setStep({ phase: 'sent', digest, tab: done, unread: true });
    }
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

  const coin = state?.coin;
  const fields = coin?.currency?.fields ?? coin?.pendingCurrency?.fields;
  const notReady = state ? problem() : null;
  const reset = () =>
    setStep((current) => (current.phase === 'prepared' || current.phase === 'failed' ? { phase: 'idle' } : current));
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">
          {t('intro', { fee: formatDecimal(suiManageFeeMist('mint'), SUI_DECIMALS) })}
        </p>
      </header>
      <SuiGraphqlField api={api} disabled={busy} />
      <SuiWalletPanel wallet={wallet} />
      <p className="account-field">
        <label htmlFor="sui-manage-coin">{t('coin.label')}</label>
        <input
          id="sui-manage-coin"
          data-testid="sui-manage-coin"
          value={coinText}
          placeholder="0x…::coin::COIN"
          disabled={busy}
          onChange={(event) => {
            setCoinText(event.target.value);
            setState(null);
            setStep({ phase: 'idle' });
          }}
        />
        {coinText.trim() !== '' && !coinType && (
          <span className="account-field__error" role="alert">
            {t('coin.invalid')}
          </span>
        )}
      </p>
      <button
        type="button"
        className="button"
        data-testid="sui-manage-load"
        disabled={!coinType || busy}
        onClick={() => void load()}
      >
        {t('coin.load')}
      </button>
      {busy && <p role="status">{t(`busy.${step.what}`)}</p>}
      {coin && (
        <section className="account-card" data-testid="sui-manage-state">
          <h2>{fields ? `${fields.name} (${fields.symbol})` : coin.coinType}</h2>
          {fields ? (
            <dl>
              <dt>{t('state.decimals')}</dt>
              <dd>{fields.decimals}</dd>
              <dt>{t('state.description')}</dt>
              <dd>{fields.description || '—'}</dd>
              <dt>{t('state.icon')}</dt>
              <dd>{fields.iconUrl || '—'}</dd>
              <dt>{t('state.supplyState')}</dt>
              <dd data-testid="sui-manage-supply-state">{fields.supply || '—'}</dd>
              <dt>{t('state.supply')}</dt>
              <dd data-testid="sui-manage-supply">
                {coin.treasuryCap
                  ? `${formatDecimal(coin.treasuryCap.totalSupply, fields.decimals)} ${fields.symbol}`
                  : '—'}
              </dd>
              <dt>{t('state.treasuryCap')}</dt>
              <dd data-testid="sui-manage-treasury">{coin.treasuryCap ? t('state.held') : t('state.notHeld')}</dd>
              <dt>{t('state.metadataCap')}</dt>
              <dd data-testid="sui-manage-metadata-cap">{coin.metadataCap ? t('state.held') : t('state.notHeld')}</dd>
            </dl>
          ) : (
            <p role="alert">{t('state.notFound')}</p>
          )}
          {coin.pendingCurrency && (
            <p>
              {t('state.pending')}{' '}
              <button
                type="button"
                className="button"
                data-testid="sui-manage-finalize"
                disabled={busy}
                onClick={() => void prepareFinalize()}
              >
                {t('state.finalize')}
              </button>
            </p>
          )}
        </section>
      )}
      {coin && fields && (
        <section aria-label={t('actions')}>
          <div role="tablist">
            {(['mint', 'burn', 'metadata', 'permission'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                data-testid={`sui-manage-tab-${name}`}
                className={tab === name ? 'button' : 'button account-button--secondary'}
                disabled={busy}
                onClick={() => {
                  setTab(name);
                  reset();
                }}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          {tab === 'mint' && (
            <>
              <p className="account-card__muted">{t('mint.hint', { max: SUI_MAX_MINT_RECIPIENTS, symbol })}</p>
              <BatchInput
                schema={mintSchema}
                text={mintText}
                onTextChange={(text) => {
                  setMintText(text);
                  reset();
                }}
                onChange={setMintRows}
              />
            </>
          )}
          {tab === 'burn' && (
            <p className="account-field">
              <label htmlFor="sui-manage-burn">{t('burn.amount', { symbol })}</label>
              <input
                id="sui-manage-burn"
                data-testid="sui-manage-burn"
                value={burnText}
                disabled={burnAll || busy}
                onChange={(event) => {
                  setBurnText(event.target.value);
                  reset();
                }}
              />
              <label>
                <input type="checkbox" checked={burnAll} onChange={(event) => setBurnAll(event.target.checked)} />{' '}
                {t('burn.all')}
              </label>
            </p>
          )}
          {tab === 'metadata' &&
            (['name', 'description', 'iconUrl'] as const).map((key) => (
              <p className="account-field" key={key}>
                <label htmlFor={`sui-manage-${key}`}>{t(`fields.${key}`)}</label>
                <input
                  id={`sui-manage-${key}`}
                  data-testid={`sui-manage-${key}`}
                  value={meta[key]}
                  disabled={busy}
                  onChange={(event) => {
                    setMeta((current) => ({ ...current, [key]: event.target.value }));
                    reset();
                  }}
                />
              </p>
            ))}
          {tab === 'permission' && (
            <fieldset disabled={busy}>
              <legend>{t('permission.legend')}</legend>
              {CHANGES.map((name) => (
                <label key={name} style={{ display: 'block' }}>
                  <input
                    type="radio"
                    data-testid={`sui-manage-change-${name}`}
                    checked={change === name}
                    onChange={() => {
                      setChange(name);
                      setConfirmed(false);
                      reset();
                    }}
                  />{' '}
                  {t(`permission.${name}`)}
                </label>
              ))}
              {change.startsWith('transfer') && (
                <p className="account-field">
                  <label htmlFor="sui-manage-recipient">{t('permission.recipient')}</label>
                  <input
                    id="sui-manage-recipient"
                    data-testid="sui-manage-recipient"
                    value={recipient}
                    onChange={(event) => {
                      setRecipient(event.target.value);
                      reset();
                    }}
                  />
                </p>
              )}
              <label>
                <input
                  type="checkbox"
                  data-testid="sui-manage-confirm"
                  checked={confirmed}
                  onChange={(event) => setConfirmed(event.target.checked)}
                />{' '}
                {t('permission.confirm')}
              </label>
            </fieldset>
          )}
          <p className="account-card__muted">
            {t('feeNote', { fee: formatDecimal(suiManageFeeMist('mint'), SUI_DECIMALS) })}
          </p>
          {notReady && step.phase !== 'busy' && (
            <p className="account-field__error" role="alert" data-testid="sui-manage-problem">
              {notReady}
            </p>
          )}
          {step.phase !== 'prepared' && (
            <button
              type="button"
              className="button"
              data-testid="sui-manage-prepare"
              disabled={busy || notReady !== null}
              onClick={() => void prepare()}
            >
              {t('prepare')}
            </button>
          )}
        </section>
      )}
      {step.phase === 'prepared' && (
        <>
          <p>{t(`preparedFor.${step.tab}`)}</p>
          <SuiPreparedCost prepared={step.prepared} testId="sui-manage-cost" />
          <button type="button" className="button" data-testid="sui-manage-send" onClick={() => void send()}>
            {t('send')}
          </button>
        </>
      )}
      {step.phase === 'sent' && (
        <p role="status" data-testid="sui-manage-sent" data-digest={step.digest}>
          {t(step.unread ? 'sentUnread' : 'sent', { action: t(`preparedFor.${step.tab}`) })}{' '}
          <a href={suiExplorerLink(SUI_CHAIN_ID, 'tx', step.digest)} target="_blank" rel="noreferrer">
            {t('suiscan')}
          </a>
        </p>
      )}
      {step.phase === 'failed' && (
        <SuiReadError
          api={api}
          message={t('failed', { message: describe(step.error) })}
          onRetry={() => void (step.retry === 'load' ? load() : prepare())}
          testId="sui-manage-error"
        />
      )}
    </article>
  );
}
