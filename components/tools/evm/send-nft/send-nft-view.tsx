'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { SendNftFlow } from './send-nft-flow';

/** The page: title, intro and the whole form, usable before any wallet (the wallet kit loads on connect). */
export function SendNftView({ locale }: { locale: Locale }) {
  const t = useTranslations('batchSendNft');
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SendNftFlow locale={locale} />
    </article>
  );
}
