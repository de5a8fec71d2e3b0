'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { SendTokenFlow } from './send-token-flow';

/**
 * The page: title, intro and the whole form, usable before any wallet. The wallet kit (wagmi, RainbowKit) is this
 * page's own and loads in the browser only when a wallet is asked for (send-token-flow.tsx).
 */
export function SendTokenView({ locale }: { locale: Locale }) {
  const t = useTranslations('batchSendToken');
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SendTokenFlow locale={locale} />
    </article>
  );
}
