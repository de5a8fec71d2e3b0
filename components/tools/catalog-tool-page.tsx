import type { ComponentType } from 'react';
import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import type { Locale } from '@/lib/i18n/config';

/** The server half of a tool: it guards the request (catalogue flags) and renders the client view. */
export type ToolPageContent = ComponentType<{ locale: Locale; search: string }>;

/**
 * A catalogue route's page.tsx in two lines: metadata from the catalogue, the request's locale (unknown → 404), and
 * the tool's server half with the query string its guard needs.
 */
export function catalogToolPage(path: string, Content: ToolPageContent) {
  const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(path, params);
  async function ToolPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
    const locale = await accountPageLocale(params);
    return <Content locale={locale} search={await searchString(searchParams)} />;
  }
  return { generateMetadata, Page: ToolPage };
}
