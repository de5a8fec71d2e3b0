'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';

function ToolLoading() {
  const t = useTranslations('solanaBatchSend');
  return (
    <p className="account-card__muted" role="status">
      {t('loading')}
    </p>
  );
}

/** The wallet adapter is a Solana page's own: fetched here, in the browser, and by no other page. */
const SolanaSendTool = dynamic(() => import('./solana-send-tool'), { ssr: false, loading: ToolLoading });

interface SolanaSendViewProps {
  locale: Locale;
  feeReceiver: string;
  /** The signed-in user's inviter's payout address (lib/server/solana/fee-target.ts); absent: none. */
  referrer?: string;
}

/** The page as the server renders it (title, intro), with the tool filled in once the browser has loaded it. */
export function SolanaSendView({ locale, feeReceiver, referrer }: SolanaSendViewProps) {
  const t = useTranslations('solanaBatchSend');
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SolanaSendTool locale={locale} feeReceiver={feeReceiver} referrer={referrer} />
    </article>
  );
}
