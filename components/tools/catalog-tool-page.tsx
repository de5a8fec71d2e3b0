import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { accountPageLocale, type SearchParams } from '@/components/account/account-page';
import { ClientMessages } from '@/components/providers/client-messages';
import { CATALOG, isServed, matchRoute, type RouteEntry } from '@/lib/catalog';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';

/**
 * What a tool's server half gets. The query stays a promise: only a tool that guards or reads it awaits it, so a
 * public tool with nothing to read on the server stays a static page.
 */
export interface ToolContentProps {
  locale: Locale;
  /** The catalogue path of this request, parameters filled in ('check-balance/evm'). */
  path: string;
  searchParams: SearchParams;
}

/** One tool page of the catalogue: its route, the messages its client half reads, its server half. */
export interface ToolPage {
  /** The catalogue path, parameters as `:name` ('solana/batch/send', 'check-balance/:chain'). */
  path: string;
  /** The route's own namespace (the catalogue's `namespace`) first, then the shared ones the tool reads. */
  namespaces: readonly [string, ...string[]];
  Content: ComponentType<ToolContentProps>;
}

type ToolPageParams = Promise<{ locale: string } & Record<string, string>>;

function catalogueRoute(path: string): RouteEntry {
  const route = CATALOG.find((entry) => entry.path === path && entry.redirect === null);
  if (!route) throw new Error(`No catalogue page at ${path}`);
  return route;
}

/** The request's catalogue path, or null when the route is not served for these parameter values. */
function servedPath(route: RouteEntry, values: Readonly<Record<string, string>>): string | null {
  const path = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (values[segment.slice(1)] ?? '') : segment))
    .join('/');
  const match = matchRoute(path);
  return match?.entry === route && isServed(route, match.params) ? path : null;
}

/**
 * Every tool's page.tsx: metadata from the catalogue, the request's locale (unknown → 404), a 404 for parameter
 * values the catalogue does not serve, and the server half inside the messages the tool reads. The catalogue's
 * namespace must come first, so a page cannot drift from its catalogue entry (checked when the page module loads).
 */
export function catalogToolPage(tool: ToolPage) {
  const route = catalogueRoute(tool.path);
  if (tool.namespaces[0] !== route.namespace) {
    throw new Error(
      `${tool.path} reads "${tool.namespaces[0]}" first, its catalogue namespace is "${route.namespace}"`,
    );
  }
  async function generateMetadata({ params }: { params: ToolPageParams }): Promise<Metadata> {
    const { locale, ...values } = await params;
    const path = servedPath(route, values);
    return isLocale(locale) && path !== null ? buildMetadata(path, locale) : {};
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page module when it loads, not per render.
  async function ToolPage({ params, searchParams }: { params: ToolPageParams; searchParams: SearchParams }) {
    const { locale: _locale, ...values } = await params;
    const path = servedPath(route, values);
    if (path === null) notFound();
    const locale = await accountPageLocale(params);
    return (
      <ClientMessages namespaces={tool.namespaces}>
        <tool.Content locale={locale} path={path} searchParams={searchParams} />
      </ClientMessages>
    );
  }
  return { generateMetadata, Page: ToolPage };
}
