'use client';

import { useTranslations } from 'next-intl';
import type { ChainAccess } from '@/components/tools/evm/send-token/chain-access';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';
import type { Locale } from '@/lib/i18n/config';
import { ManagePanel } from './manage-panel';
import type { PublishedToken } from './publish-chain';
import { VerifyPanel } from './verify-panel';

interface PublishedTokensProps {
  locale: Locale;
  /** Tokens published from this browser on the chain picked, newest first. */
  tokens: readonly PublishedToken[];
  read: ReadClient;
  access: ChainAccess | undefined;
  onConnect: () => void;
  onForget: (address: string) => void;
}

/** Each token published from this browser on this chain: its management and its source verification. */
export function PublishedTokens({ locale, tokens, read, access, onConnect, onForget }: PublishedTokensProps) {
  const t = useTranslations('tokenPublish.published');
  if (tokens.length === 0) return null;
  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      {tokens.map((token, index) => (
        <details key={token.address} open={index === 0} className="token-publish__token" data-token={token.address}>
          <summary>
            {token.symbol} · {token.name} · <span className="check-balance__mono">{token.address}</span>
          </summary>
          <ManagePanel locale={locale} token={token} read={read} access={access} onConnect={onConnect} />
          <VerifyPanel locale={locale} token={token} />
          <button type="button" className="wallet-link-button" onClick={() => onForget(token.address)}>
            {t('forget')}
          </button>
        </details>
      ))}
    </section>
  );
}
