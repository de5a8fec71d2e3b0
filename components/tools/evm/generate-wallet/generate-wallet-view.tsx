'use client';

import { useTranslations } from 'next-intl';
import { useToolDraft } from '@/lib/client/tool-draft';
import { SecretNotice } from '../wallet-generation/secret-notice';
import { useGenerationRun } from '../wallet-generation/use-generation-run';
import { deriveMnemonicRange, generateNewWallets } from '../wallet-generation/wallet-generation';
import { WalletResults } from '../wallet-generation/wallet-results';
import { MnemonicRangeForm } from './mnemonic-range-form';
import { NewWalletsForm } from './new-wallets-form';

type Mode = 'new' | 'mnemonic';
const MODES: readonly Mode[] = ['new', 'mnemonic'];
const parseMode = (raw: unknown): Mode | null => MODES.find((mode) => mode === raw) ?? null;

/**
 * The page's settings are its draft (lib/client/tool-draft.ts), each form its own: the mode here, the count and
 * options in the forms. Never a mnemonic, passphrase or key: those stay in the forms' state only.
 */
export const GENERATE_WALLET_DRAFT_TOOL = 'evm-generate-wallet';

/** batch/generate-wallet: N new wallets, or N addresses of one mnemonic; made in the browser, exported as files. */
export function GenerateWalletView() {
  const t = useTranslations('batchGenerateWallet');
  const [mode, setMode] = useToolDraft<Mode>(GENERATE_WALLET_DRAFT_TOOL, 'new', parseMode);
  const { run, start, cancel, clear, isRunning } = useGenerationRun();

  return (
    <article className="wallet-tools">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SecretNotice />
      <fieldset className="wallet-tools__modes" disabled={isRunning}>
        <legend className="account-field__label">{t('modeLabel')}</legend>
        {MODES.map((option) => (
          <label key={option} className="wallet-tools__check">
            <input type="radio" name="generate-mode" checked={mode === option} onChange={() => setMode(option)} />
            <span>
              {t(`mode.${option}`)}
              <span className="account-field__hint"> {t(`modeHint.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode === 'new' ? (
        <NewWalletsForm
          isRunning={isRunning}
          onGenerate={(count, withMnemonic) =>
            start(count, (options) => generateNewWallets(count, withMnemonic, options))
          }
        />
      ) : (
        <MnemonicRangeForm
          isRunning={isRunning}
          onGenerate={(range) => start(range.count, (options) => deriveMnemonicRange(range, options))}
        />
      )}
      <WalletResults run={run} onCancel={cancel} onClear={clear} filePrefix="wallets" />
    </article>
  );
}
