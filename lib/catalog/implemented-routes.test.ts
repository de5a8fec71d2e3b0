import { existsSync } from 'node:fs';
import path from 'node:path';
import { catalogWalkPages } from '@/e2e/catalog-walk-pages';
import { CATALOG, routeDescription, routeTitle } from '@/lib/catalog';
import { LOCALES } from '@/lib/i18n/config';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { pageFileOf } from './testing/page-file';

// In the spirit of revoke.cash's chain test: marking a route `implemented` is a promise that its page, its texts in
// both languages and its visit in the e2e catalogue walk all exist. Each check lists every route that breaks it.

const MESSAGE_FILES: Record<string, Record<string, unknown>> = { en, cn };

/**
 * Site pages whose catalogue namespace names no messages: the shared namespace each reads instead (null: its text
 * comes from lib/content). Tool pages are not listed: they read their catalogue namespace
 * (components/tools/catalog-tool-page.test.tsx).
 */
const SHARED_MESSAGES: Readonly<Record<string, string | null>> = {
  'about-us': null,
  'balance-monitor': 'monitor',
  'balance-monitor-manage': 'monitor',
  'balance-monitor-notify': 'monitor',
  'account-usercenter': 'account',
  'account-benefits': 'account',
  'account-pay-record': 'account',
  'bind-address': 'wallet',
  'bind-email': 'account',
  login: 'auth',
  signup: 'auth',
  'forget-password': 'auth',
  'vip-feature-days': 'vip',
};

const implementedPages = CATALOG.filter((entry) => entry.implemented && entry.redirect === null);

describe('an implemented route has everything it promises', () => {
  it('has implemented routes to check', () => {
    expect(implementedPages.length).toBeGreaterThanOrEqual(20);
  });

  it('has its page file under app/', () => {
    const missing = implementedPages
      .filter((entry) => !existsSync(path.join(process.cwd(), pageFileOf(entry))))
      .map((entry) => `${entry.routeName}: no ${pageFileOf(entry)}`);
    expect(missing).toEqual([]);
  });

  it('has its copy and its messages in both languages', () => {
    const missing: string[] = [];
    for (const entry of implementedPages) {
      for (const locale of LOCALES) {
        if (!routeTitle(entry, locale).trim()) missing.push(`${entry.routeName}: no ${locale} title`);
        if (!routeDescription(entry, locale).trim()) missing.push(`${entry.routeName}: no ${locale} description`);
      }
      const isOwnNamespace = entry.namespace in en || entry.namespace in cn;
      if (!isOwnNamespace && !(entry.routeName in SHARED_MESSAGES)) {
        missing.push(`${entry.routeName}: no messages "${entry.namespace}" (and no SHARED_MESSAGES entry)`);
        continue;
      }
      const namespace = isOwnNamespace ? entry.namespace : SHARED_MESSAGES[entry.routeName];
      for (const [language, messages] of Object.entries(MESSAGE_FILES)) {
        if (namespace !== null && !(namespace in messages)) {
          missing.push(`${entry.routeName}: no "${namespace}" in messages/${language}.json`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('is visited by the e2e catalogue walk in every locale', () => {
    const visits = new Set(catalogWalkPages().map((page) => `${page.entry.routeName} ${page.locale}`));
    const missing = implementedPages.flatMap((entry) =>
      LOCALES.filter((locale) => !visits.has(`${entry.routeName} ${locale}`)).map(
        (locale) => `${entry.routeName}: no ${locale} visit in e2e/catalog-walk.e2e.ts`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('redirects (legacy paths) only to a served page', () => {
    const served = new Set(implementedPages.map((entry) => entry.path));
    const broken = CATALOG.filter((entry) => entry.implemented && entry.redirect !== null)
      .filter((entry) => !served.has((entry.redirect ?? '').split('#')[0]))
      .map((entry) => `${entry.routeName}: redirects to ${entry.redirect}, which is not served`);
    expect(broken).toEqual([]);
  });
});
