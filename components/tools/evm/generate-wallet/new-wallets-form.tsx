'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useToolDraft } from '@/lib/client/tool-draft';
import { parseCount } from '../wallet-generation/derivation-input';
import { MAX_WALLETS } from '../wallet-generation/wallet-generation';

/** The form's draft: how many wallets, and whether each gets its own mnemonic (settings only). */
interface NewWalletsDraft {
  countText: string;
  withMnemonic: boolean;
}

const NEW_WALLETS_DRAFT: NewWalletsDraft = { countText: '10', withMnemonic: false };

function parseNewWalletsDraft(raw: unknown): NewWalletsDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { countText, withMnemonic } = raw as Record<string, unknown>;
  return typeof countText === 'string' && typeof withMnemonic === 'boolean' ? { countText, withMnemonic } : null;
}

interface NewWalletsFormProps {
  isRunning: boolean;
  onGenerate: (count: number, withMnemonic: boolean) => void;
}

/** Mode A: N wallets, each its own random private key, optionally each from its own 12-word mnemonic. */
export function NewWalletsForm({ isRunning, onGenerate }: NewWalletsFormProps) {
  const t = useTranslations('batchGenerateWallet');
  const tRange = useTranslations('walletTools.range');
  const [draft, setDraft] = useToolDraft('evm-generate-wallet.new', NEW_WALLETS_DRAFT, parseNewWalletsDraft);
  const { countText, withMnemonic } = draft;
  const setCountText = (next: string) => setDraft((current) => ({ ...current, countText: next }));
  const setWithMnemonic = (next: boolean) => setDraft((current) => ({ ...current, withMnemonic: next }));
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
