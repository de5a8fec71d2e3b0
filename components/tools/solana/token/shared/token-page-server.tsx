import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { localizedHref } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import type { TokenToolProps } from './token-wallet';

/**
 * The message namespaces the token pages' client halves use: their own, the RPC field's, the wallet panel's and the
 * inviter's share line.
 */
export const SOLANA_TOKEN_NAMESPACES = ['solanaToken', 'solanaRpc', 'solanaWallet', 'solanaReferral'] as const;

export const SOLANA_TOKEN_PATHS = {
  publish: 'solana/token/publish',
  update: 'solana/token/update',
  account: 'solana/account',
} as const;

export type SolanaTokenPage = keyof typeof SOLANA_TOKEN_PATHS;

/**
 * The catalogue's guard, then what the client half needs: fee receiver, the signed-in user's inviter (their share of
 * each fee), localised links, the `?mint=`.
 */
export async function tokenToolProps(page: SolanaTokenPage, locale: Locale, search: string): Promise<TokenToolProps> {
  await guardPage(SOLANA_TOKEN_PATHS[page], locale, search);
  const { receiver, referrer } = await currentSolanaFeeTarget();
  const mint = new URLSearchParams(search).get('mint')?.trim();
  return {
    feeReceiver: receiver,
    ...(referrer ? { referrer } : {}),
    links: {
      account: localizedHref(locale, SOLANA_TOKEN_PATHS.account),
      update: localizedHref(locale, SOLANA_TOKEN_PATHS.update),
    },
    ...(mint ? { initialMint: mint } : {}),
  };
}

/** Title and intro rendered on the server (SEO), the client half below with its messages only. */
export async function TokenPageFrame({
  page,
  locale,
  children,
}: {
  page: SolanaTokenPage;
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: `solanaToken.${page}` });
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <ClientMessages namespaces={SOLANA_TOKEN_NAMESPACES}>{children}</ClientMessages>
    </article>
  );
}
