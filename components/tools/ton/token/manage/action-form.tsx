'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isTonAddress } from '@/chains/ton/address';
import type { TonApiOptions } from '@/chains/ton/api';
import { jettonManageFeeNano, type TonManageAction } from '@/chains/ton/fees';
import { JETTON_ADMIN_MESSAGE_TON, JETTON_MINT_FORWARD_TON } from '@/chains/ton/jetton-admin';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import { localizeError } from '@/lib/errors';
import { formatDecimal, tryParseDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { MetadataFields } from '../shared/metadata-fields';
import { EMPTY_METADATA, metadataIssues } from '../shared/metadata-form';
import { MANAGE_ACTIONS, type ManagedJetton, runManageAction } from './manage-actions';

const ton = (nano: bigint) => formatDecimal(nano, 9);
const ADMIN_ONLY: ReadonlySet<TonManageAction> = new Set(['mint', 'changeAdmin', 'dropAdmin', 'metadataUpdate']);

interface ActionFormProps {
  jetton: ManagedJetton;
  session: TonWalletSession | null;
  onConnect: () => void;
  isAdmin: boolean;
  feeReceiver: string;
  api: TonApiOptions;
  pollMs?: number;
  onDone: (jetton: ManagedJetton) => void;
}

/** One action at a time: its fields, its cost, one wallet request, its result read back from the chain. */
export function ActionForm({ jetton, session, onConnect, isAdmin, feeReceiver, api, pollMs, onDone }: ActionFormProps) {
  const t = useTranslations('tonTokenManage');
  const locale = useSiteLocale();
  const [action, setAction] = useState<TonManageAction>(isAdmin ? 'mint' : 'burn');
  const [amountText, setAmountText] = useState('');
  const [addressText, setAddressText] = useState('');
  const [metadata, setMetadata] = useState(EMPTY_METADATA);
  const [isConfirmed, setConfirmed] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<string | null>(null);

  const amount = tryParseDecimal(amountText.trim(), jetton.decimals);
  const needsAmount = action === 'mint' || action === 'burn';
  const isAmountValid = !needsAmount || (amount !== undefined && amount > 0n);
  const address = addressText.trim();
  const isAddressValid = action === 'changeAdmin' ? isTonAddress(address) : !address || isTonAddress(address);
  const isMetadataValid = action !== 'metadataUpdate' || metadataIssues(metadata).length === 0;
  const isReady = isAmountValid && isAddressValid && isMetadataValid && (action !== 'dropAdmin' || isConfirmed);
  const attached = JETTON_ADMIN_MESSAGE_TON + (action === 'mint' ? JETTON_MINT_FORWARD_TON : 0n);
  const isAllowed = !ADMIN_ONLY.has(action) || isAdmin;

  async function submit() {
    if (!session) return onConnect();
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const done = await runManageAction(
        session,
        jetton,
        { action, amount, address: address || undefined, metadata },
        feeReceiver,
        api,
        pollMs,
      );
      onDone(done.jetton);
      const after = done.jetton;
      setResult(
        t(`results.${action}`, {
          supply: formatDecimal(after.data.totalSupply, after.decimals),
          balance: formatDecimal(done.balance, after.decimals),
          admin: after.data.admin?.toString({ urlSafe: true, bounceable: true }) ?? t('noAdmin'),
          symbol: after.symbol,
        }),
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="send-token__panel" data-testid="ton-manage-action">
      <div className="solana-wallet__choices" role="tablist">
        {MANAGE_ACTIONS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === action}
            className={candidate === action ? 'button' : 'button account-button--secondary'}
            onClick={() => {
              setAction(candidate);
              setResult(null);
              setError(null);
            }}
          >
            {t(`actions.${candidate}`)}
          </button>
        ))}
      </div>
      {(action === 'mint' || action === 'changeAdmin') && (
        <div className="account-field">
          <label htmlFor="ton-manage-address">{t(action === 'mint' ? 'fields.to' : 'fields.newAdmin')}</label>
          <input
            id="ton-manage-address"
            className="account-field__input"
            value={addressText}
            spellCheck={false}
            onChange={(event) => setAddressText(event.target.value)}
          />
          {address && !isAddressValid && <p className="account-field__error">{t('errors.address')}</p>}
        </div>
      )}
      {needsAmount && (
        <div className="account-field">
          <label htmlFor="ton-manage-amount">{t('fields.amount')}</label>
          <input
            id="ton-manage-amount"
            className="account-field__input"
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
          {amountText && !isAmountValid && (
            <p className="account-field__error">{t('errors.amount', { decimals: jetton.decimals })}</p>
          )}
        </div>
      )}
      {action === 'metadataUpdate' && (
        <MetadataFields
          draft={metadata}
          onChange={setMetadata}
          issues={metadataIssues(metadata)}
          idPrefix="ton-manage"
        />
      )}
      {action === 'dropAdmin' && (
        <label className="account-field">
          <span>
            <input type="checkbox" checked={isConfirmed} onChange={(event) => setConfirmed(event.target.checked)} />{' '}
            {t('fields.dropConfirm')}
          </span>
        </label>
      )}
      <p className="account-field__hint" data-testid="ton-manage-cost">
        {t('cost', { fee: ton(jettonManageFeeNano(action)), attached: ton(attached) })}
      </p>
      <button
        type="button"
        className="button"
        data-testid="ton-manage-submit"
        disabled={isBusy || !isReady || (session !== null && !isAllowed)}
        onClick={() => void submit()}
      >
        {isBusy ? t('working') : t(`actions.${action}`)}
      </button>
      {error !== null && (
        <p className="account-alert account-alert--error" role="alert" data-testid="ton-manage-error">
          {t('failed', { message: localizeError(error, locale) })}
        </p>
      )}
      {result && (
        <p className="account-alert account-alert--notice" role="status" data-testid="ton-manage-result">
          {result}
        </p>
      )}
    </section>
  );
}
