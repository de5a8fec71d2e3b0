'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { generateEvmMnemonic, MNEMONIC_WORD_COUNTS } from '@/chains/evm/keys';
import type { MnemonicWordCount } from '@/chains/types';
import { useToolDraft } from '@/lib/client/tool-draft';

const parseWordCount = (raw: unknown): MnemonicWordCount | null =>
  MNEMONIC_WORD_COUNTS.find((count) => count === raw) ?? null;

import { CopyButton } from '../wallet-generation/copy-button';

/** A new BIP39 mnemonic of 12 to 24 words, shown numbered, with copy and "use it below". */
export function MnemonicGenerator({ onUse }: { onUse: (mnemonic: string) => void }) {
  const t = useTranslations('mnemonic');
  // The word count is the page's draft; a generated mnemonic is never kept but in this state.
  const [wordCount, setWordCount] = useToolDraft<MnemonicWordCount>('evm-mnemonic.words', 12, parseWordCount);
  const [mnemonic, setMnemonic] = useState<string | null>(null);

  return (
    <section className="account-section">
      <h2>{t('generateHeading')}</h2>
      <div className="wallet-tools__actions">
        <label htmlFor="mnemonic-word-count" className="account-field__label">
          {t('wordCount')}
        </label>
        <select
          id="mnemonic-word-count"
          className="account-field__input wallet-tools__select"
          value={wordCount}
          onChange={(event) => setWordCount(Number(event.target.value) as MnemonicWordCount)}
        >
          {MNEMONIC_WORD_COUNTS.map((count) => (
            <option key={count} value={count}>
              {t('wordCountOption', { count })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="wallet-tools__button"
          onClick={() => setMnemonic(generateEvmMnemonic(wordCount))}
        >
          {t('generate')}
        </button>
      </div>
      {mnemonic && (
        <>
          <ol className="wallet-tools__words" aria-label={t('generatedLabel')}>
            {mnemonic.split(' ').map((word, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the phrase is what identifies it
              <li key={position}>{word}</li>
            ))}
          </ol>
          <div className="wallet-tools__actions">
            <CopyButton text={mnemonic} label={t('copyMnemonic')} />
            <button
              type="button"
              className="wallet-tools__button wallet-tools__button--secondary"
              onClick={() => onUse(mnemonic)}
            >
              {t('useBelow')}
            </button>
            <button
              type="button"
              className="wallet-tools__button wallet-tools__button--secondary"
              onClick={() => setMnemonic(null)}
            >
              {t('forget')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
