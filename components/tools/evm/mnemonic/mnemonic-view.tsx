'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SecretNotice } from '../wallet-generation/secret-notice';
import { MnemonicDeriver } from './mnemonic-deriver';
import { MnemonicGenerator } from './mnemonic-generator';

/** mnemonic: generate a BIP39 mnemonic, check one, derive its EVM addresses; all in this tab, nothing sent. */
export function MnemonicView() {
  const t = useTranslations('mnemonic');
  const [mnemonicText, setMnemonicText] = useState('');
  return (
    <article className="wallet-tools">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SecretNotice />
      <MnemonicGenerator onUse={setMnemonicText} />
      <MnemonicDeriver mnemonicText={mnemonicText} onMnemonicChange={setMnemonicText} />
    </article>
  );
}
