import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountPageLocale, type SearchParams, searchString } from '@/components/account/account-page';
import { CheckBalancePageContent } from '@/components/tools/evm/check-balance/check-balance-page';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';

type ChainParams = Promise<{ locale: string; chain: string }>;

/**
 * The chains of check-balance/:chain that have a checker. The catalogue accepts more (solana, sui, ton, tron, aptos,
 * btc, doge: lib/catalog/params.ts); those stay a 404 here until their family reads balances.
 */
const IMPLEMENTED_CHAINS: ReadonlySet<string> = new Set(['evm']);

export async function generateMetadata({ params }: { params: ChainParams }): Promise<Metadata> {
  const { locale, chain } = await params;
  return isLocale(locale) && IMPLEMENTED_CHAINS.has(chain) ? buildMetadata(`check-balance/${chain}`, locale) : {};
}

/** /[locale]/check-balance/evm: the EVM balance checker under the generic address. */
export default async function ChainCheckBalancePage({
  params,
  searchParams,
}: {
  params: ChainParams;
  searchParams: SearchParams;
}) {
  const { chain } = await params;
  if (!IMPLEMENTED_CHAINS.has(chain)) notFound();
  const locale = await accountPageLocale(params);
  return (
    <CheckBalancePageContent
      locale={locale}
      path={`check-balance/${chain}`}
      search={await searchString(searchParams)}
    />
  );
}
