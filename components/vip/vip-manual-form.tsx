'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

interface VipManualFormProps {
  disabled: boolean;
  onSubmit: (txHash: string, walletAddress: string) => void;
}

/** "Already paid?": the hash and paying wallet of a transfer made outside the page (any chain, TRON included). */
export function VipManualForm({ disabled, onSubmit }: VipManualFormProps) {
  const t = useTranslations('vip.manual');
  const [txHash, setTxHash] = useState('');
  const [wallet, setWallet] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hash = txHash.trim();
    const from = wallet.trim();
    setIsMissing(!hash || !from);
    if (hash && from) onSubmit(hash, from);
  };

  return (
    <details className="vip-manual">
      <summary>{t('heading')}</summary>
      <form className="vip-manual__form" onSubmit={submit}>
        <p className="account-card__muted">{t('intro')}</p>
        <label>
          {t('txHash')}
          <input value={txHash} onChange={(event) => setTxHash(event.target.value)} autoComplete="off" />
        </label>
        <label>
          {t('wallet')}
          <input value={wallet} onChange={(event) => setWallet(event.target.value)} autoComplete="off" />
        </label>
        {isMissing ? (
          <p className="account-alert account-alert--error" role="alert">
            {t('missing')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={disabled}>
          {t('submit')}
        </button>
      </form>
    </details>
  );
}
