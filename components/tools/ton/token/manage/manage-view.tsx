'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { TonWalletPanel } from '@/components/wallet/ton/ton-wallet-panel';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import { useTonWallet } from '@/components/wallet/ton/use-ton-wallet';
import { localizeError } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { tonApiOptions } from '../../shared/ton-endpoint';
import { ActionForm } from './action-form';
import { loadManagedJetton, type ManagedJetton } from './manage-actions';

export interface TonManageViewProps {
  feeReceiver: string | null;
  jsonRpcUrl?: string;
  walletOverride?: TonWalletSession;
  pollMs?: number;
}

/** /ton/token/manage: load a jetton by its minter, then mint, burn, change or drop the admin, update the metadata. */
export function TonManageView({ feeReceiver, jsonRpcUrl, walletOverride, pollMs }: TonManageViewProps) {
  const t = useTranslations('tonTokenManage');
  const locale = useSiteLocale();
  const api = useMemo(() => tonApiOptions(jsonRpcUrl), [jsonRpcUrl]);
  const wallet = useTonWallet(walletOverride);
  const [minterText, setMinterText] = useState('');
  const [jetton, setJetton] = useState<ManagedJetton | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);

  async function load() {
    setLoading(true);
    setLoadError(null);
    try {
      setJetton(await loadManagedJetton(minterText, api));
    } catch (error) {
      setJetton(null);
      setLoadError(error);
    } finally {
      setLoading(false);
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

  const admin = jetton?.data.admin?.toString({ urlSafe: true, bounceable: true }) ?? null;
  const isAdmin = Boolean(
    jetton?.data.admin && wallet.session && jetton.data.admin.toRawString() === wallet.session.address,
  );
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <TonWalletPanel wallet={wallet} />
      <div className="account-field">
        <label htmlFor="ton-manage-minter">{t('minter')}</label>
        <input
          id="ton-manage-minter"
          className="account-field__input"
          value={minterText}
          placeholder="EQ…"
          spellCheck={false}
          onChange={(event) => setMinterText(event.target.value)}
        />
        <button type="button" className="button" disabled={isLoading || !minterText.trim()} onClick={() => void load()}>
          {isLoading ? t('loading') : t('load')}
        </button>
      </div>
      {loadError !== null && (
        <p className="account-alert account-alert--error" role="alert">
          {t('loadFailed', { message: localizeError(loadError, locale) })}
        </p>
      )}
      {jetton && (
        <>
          <p data-testid="ton-manage-overview">
            {t('overview', {
              name: jetton.name || '?',
              symbol: jetton.symbol || '?',
              decimals: jetton.decimals,
              supply: formatDecimal(jetton.data.totalSupply, jetton.decimals),
              admin: admin ?? t('noAdmin'),
            })}
          </p>
          {!wallet.session && <p className="account-field__hint">{t('connectFirst')}</p>}
          {wallet.session && !isAdmin && (
            <p className="account-alert account-alert--notice" role="status">
              {t('notAdmin')}
            </p>
          )}
          <ActionForm
            jetton={jetton}
            session={wallet.session}
            onConnect={wallet.requestKit}
            isAdmin={isAdmin}
            feeReceiver={feeReceiver}
            api={api}
            pollMs={pollMs}
            onDone={setJetton}
          />
        </>
      )}
    </article>
  );
}
