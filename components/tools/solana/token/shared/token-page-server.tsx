import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import type { TokenToolProps } from './token-wallet';

/**
 * The message namespaces every token page's client half uses after its own: the token texts the pages share, the RPC
 * field's, the wallet panel's and the inviter's share line.
 */
export const SOLANA_TOKEN_NAMESPACES = ['solanaToken', 'solanaRpc', 'solanaWallet', 'solanaReferral'] as const;

/** Each page's own messages (title, intro, its form): the catalogue namespace of its route. */
export const SOLANA_TOKEN_PAGE_NAMESPACES = {
  publish: 'solanaTokenPublish',
  update: 'solanaTokenUpdate',
  account: 'solanaAccount',
} as const;

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

/**
 * The server half of a token page: the guard and the client half's props (tokenToolProps), the title and intro
 * rendered on the server (SEO), then the page's client half.
 */
export async function TokenPageContent({
  page,
  Client,
  locale,
  searchParams,
}: ToolContentProps & { page: SolanaTokenPage; Client: ComponentType<TokenToolProps> }) {
  const props = await tokenToolProps(page, locale, await searchString(searchParams));
  const t = await getTranslations({ locale, namespace: SOLANA_TOKEN_PAGE_NAMESPACES[page] });
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <Client {...props} />
    </article>
  );
}

/** A token page for catalogToolPage: its route, its own messages then the shared ones, its server half. */
export function tokenToolPage(page: SolanaTokenPage, Content: ToolPage['Content']): ToolPage {
  return {
    path: SOLANA_TOKEN_PATHS[page],
    namespaces: [SOLANA_TOKEN_PAGE_NAMESPACES[page], ...SOLANA_TOKEN_NAMESPACES],
    Content,
  };
}
