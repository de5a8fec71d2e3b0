'use client';

import { Address } from '@ton/core';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { readTonBalances } from '@/chains/ton/balances';
import { jettonPublishFeeNano } from '@/chains/ton/fees';
import { JETTON_ADMIN_MESSAGE_TON, JETTON_MINT_FORWARD_TON, planJettonPublish } from '@/chains/ton/jetton-admin';
import { readJettonData } from '@/chains/ton/jetton-wallets';
import { TonWalletPanel } from '@/components/wallet/ton/ton-wallet-panel';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import { useTonWallet } from '@/components/wallet/ton/use-ton-wallet';
import { localizeError } from '@/lib/errors';
import { formatDecimal, tryParseDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { tonApiOptions } from '../../shared/ton-endpoint';
import { MetadataFields } from '../shared/metadata-fields';
import { EMPTY_METADATA, metadataContent, metadataIssues, parseDecimals } from '../shared/metadata-form';
import { requestFailure, sendTokenRequest } from '../shared/send-request';
import { type PublishResult, PublishResultView } from './publish-result';

export interface TonPublishViewProps {
  feeReceiver: string | null;
  jsonRpcUrl?: string;
  walletOverride?: TonWalletSession;
  pollMs?: number;
}

const ton = (nano: bigint) => formatDecimal(nano, 9);

/** /ton/token/publish: a TEP-74 jetton, its supply minted to the creator, optional admin drop, 5 TON fee, one request. */
export function TonPublishView({ feeReceiver, jsonRpcUrl, walletOverride, pollMs }: TonPublishViewProps) {
  const t = useTranslations('tonTokenPublish');
  const locale = useSiteLocale();
  const api = useMemo(() => tonApiOptions(jsonRpcUrl), [jsonRpcUrl]);
  const wallet = useTonWallet(walletOverride);
  const [metadata, setMetadata] = useState(EMPTY_METADATA);
  const [supplyText, setSupplyText] = useState('');
  const [dropAdmin, setDropAdmin] = useState(false);
  const [isShowingIssues, setShowingIssues] = useState(false);
  const [phase, setPhase] = useState<'edit' | 'busy'>('edit');
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<PublishResult | null>(null);

  const decimals = parseDecimals(metadata.decimals);
  const supply = decimals === undefined ? undefined : tryParseDecimal(supplyText.trim(), decimals);
  const issues = metadataIssues(metadata);
  const isSupplyValid = supply !== undefined && supply > 0n;
  const attached = JETTON_ADMIN_MESSAGE_TON + JETTON_MINT_FORWARD_TON + (dropAdmin ? JETTON_ADMIN_MESSAGE_TON : 0n);

  async function publish() {
    setShowingIssues(true);
    if (!feeReceiver || issues.length > 0 || !isSupplyValid || supply === undefined) return;
    const session = wallet.session;
    if (!session) return wallet.requestKit();
    setPhase('busy');
    setError(null);
    try {
      const creator = Address.parse(session.address);
      const { minter, request } = planJettonPublish({
        creator,
        content: metadataContent(metadata),
        supply,
        dropAdmin,
        feeReceiver: Address.parse(feeReceiver),
      });
      const sent = await sendTokenRequest(session, request, api, { pollMs });
      const failure = requestFailure(sent.outcome);
      if (failure) throw new Error(failure);
      const data = await readJettonData(minter, api);
      const [read] = await readTonBalances({ ...api, owners: [session.address], tokens: [minter.toString()] });
      setResult({
        minter: minter.toString({ urlSafe: true, bounceable: true }),
        hash: sent.hash,
        supply: data.totalSupply,
        admin: data.admin ? data.admin.toString({ urlSafe: true, bounceable: true }) : null,
        balance: read.balances[0].balance ?? 0n,
        symbol: metadata.mode === 'onchain' ? metadata.symbol.trim() : '',
        decimals: decimals ?? 9,
      });
    } catch (failure) {
      setError(failure);
    } finally {
      setPhase('edit');
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

  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <TonWalletPanel wallet={wallet} />
      <MetadataFields
        draft={metadata}
        onChange={setMetadata}
        issues={isShowingIssues ? issues : []}
        idPrefix="ton-publish"
      />
      <div className="account-field">
        <label htmlFor="ton-publish-supply">{t('fields.supply')}</label>
        <input
          id="ton-publish-supply"
          className="account-field__input"
          inputMode="decimal"
          value={supplyText}
          onChange={(event) => setSupplyText(event.target.value)}
        />
        {isShowingIssues && !isSupplyValid && <p className="account-field__error">{t('errors.supply')}</p>}
      </div>
      <label className="account-field">
        <span>
          <input type="checkbox" checked={dropAdmin} onChange={(event) => setDropAdmin(event.target.checked)} />{' '}
          {t('fields.dropAdmin')}
        </span>
        {dropAdmin && <span className="account-field__hint">{t('dropAdminHint')}</span>}
      </label>
      <p className="account-field__hint" data-testid="ton-publish-cost">
        {t('cost', { fee: ton(jettonPublishFeeNano()), attached: ton(attached) })}
      </p>
      <button
        type="button"
        className="button"
        data-testid="ton-publish-button"
        disabled={phase === 'busy'}
        onClick={() => void publish()}
      >
        {phase === 'busy' ? t('publishing') : t('publish')}
      </button>
      {error !== null && (
        <p className="account-alert account-alert--error" role="alert" data-testid="ton-publish-error">
          {t('failed', { message: localizeError(error, locale) })}
        </p>
      )}
      {result && <PublishResultView result={result} />}
    </article>
  );
}
