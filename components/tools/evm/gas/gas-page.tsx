import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';
import { gasPageData, gasSnapshot, gasTracker } from '@/lib/server/gas';
import { GasView } from './gas-view';

/** The server half: the shared reads (never a call of its own per visitor), then the client view that polls them. */
async function GasPageContent() {
  // Live figures: rendered per request, never prerendered at build.
  await connection();
  return <GasView initial={await gasPageData()} />;
}

/** /[locale]/gas: every registry chain's gas prices, refreshed every 15 s, and a 24-hour chart. */
export const GAS_PAGE: ToolPage = {
  path: 'gas',
  namespaces: ['gas'],
  Content: GasPageContent,
};

/** The catalogue's metadata with the title's live range (spec §2): "Gas Tracker 0.01-12.3 Gwei | Chainkit". */
export async function gasMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  await connection();
  const { minGwei, maxGwei } = await gasSnapshot(gasTracker(), { waitMs: 3_000, readPrice: async () => null });
  return buildMetadata('gas', locale, minGwei !== null && maxGwei !== null ? { min: minGwei, max: maxGwei } : {});
}
