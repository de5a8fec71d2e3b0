'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';

function ToolLoading() {
  const t = useTranslations('batchSendToken');
  return (
    <p className="account-card__muted" role="status">
      {t('loading')}
    </p>
  );
}

/** The wallet kit is an EVM tool page's own: fetched here, in the browser, and by no other page. */
const SendTokenTool = dynamic(() => import('./send-token-tool'), { ssr: false, loading: ToolLoading });

/** The page as the server renders it (title, intro), with the tool filled in once the browser has loaded it. */
export function SendTokenView({ locale }: { locale: Locale }) {
  const t = useTranslations('batchSendToken');
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SendTokenTool locale={locale} />
    </article>
  );
}
