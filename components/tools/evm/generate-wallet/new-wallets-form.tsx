'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { parseCount } from '../wallet-generation/derivation-input';
import { MAX_WALLETS } from '../wallet-generation/wallet-generation';

interface NewWalletsFormProps {
  isRunning: boolean;
  onGenerate: (count: number, withMnemonic: boolean) => void;
}

/** Mode A: N wallets, each its own random private key, optionally each from its own 12-word mnemonic. */
export function NewWalletsForm({ isRunning, onGenerate }: NewWalletsFormProps) {
  const t = useTranslations('batchGenerateWallet');
  const tRange = useTranslations('walletTools.range');
  const [countText, setCountText] = useState('10');
  const [withMnemonic, setWithMnemonic] = useState(false);
  const count = parseCount(countText);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (count !== undefined && !isRunning) onGenerate(count, withMnemonic);
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <div className="account-field">
        <label htmlFor="new-wallets-count" className="account-field__label">
          {t('count')}
        </label>
        <input
          id="new-wallets-count"
          className="account-field__input"
          inputMode="numeric"
          autoComplete="off"
          value={countText}
          disabled={isRunning}
          aria-invalid={count === undefined}
          aria-describedby="new-wallets-count-note"
          onChange={(event) => setCountText(event.target.value)}
        />
        <p id="new-wallets-count-note" className={count === undefined ? 'account-field__error' : 'account-field__hint'}>
          {count === undefined ? tRange('invalidCount', { max: MAX_WALLETS }) : t('countHint', { max: MAX_WALLETS })}
        </p>
      </div>
      <label className="wallet-tools__check">
        <input
          type="checkbox"
          checked={withMnemonic}
          disabled={isRunning}
          onChange={(event) => setWithMnemonic(event.target.checked)}
        />
        <span>
          {t('withMnemonic')}
          <span className="account-field__hint"> {t('withMnemonicHint')}</span>
        </span>
      </label>
      <button type="submit" className="wallet-tools__button" disabled={isRunning || count === undefined}>
        {t('generate')}
      </button>
    </form>
  );
}
