'use client';

import { useTranslations } from 'next-intl';
import type { TokenPublishFeeConfig } from '@/chains/evm/token/fees';
import type { Locale } from '@/lib/i18n/config';
import { TokenPublishFlow } from './token-publish-flow';

/**
 * The page: title, intro and the whole form, usable before any wallet. The wallet kit (wagmi, RainbowKit) loads in
 * the browser only when a wallet is asked for.
 */
export function TokenPublishView({ locale, feeConfig }: { locale: Locale; feeConfig: TokenPublishFeeConfig }) {
  const t = useTranslations('tokenPublish');
  return (
    <article className="send-token token-publish">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <TokenPublishFlow locale={locale} feeConfig={feeConfig} />
    </article>
  );
}
