import { localizedHref, routeDescription, routeTitle } from '@/lib/catalog';
import { htmlLang, LOCALES } from '@/lib/i18n/config';
import { catalogWalkPages } from './catalog-walk-pages';
import { location, probe } from './http';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const servedPages = catalogWalkPages();
const pages = servedPages.filter((page) => !page.entry.isNeedLogin && !page.entry.isNeedVip);
const protectedPages = servedPages.filter((page) => page.entry.isNeedLogin);
/** VIP tools open to no signed-out visitor either (batch/collection-nft): the VIP page, as for a user without it. */
const vipOnlyPages = servedPages.filter((page) => page.entry.isNeedVip && !page.entry.isNeedLogin);

describe('catalogue walk: every served route renders in both locales with its SEO data', () => {
  it.each(protectedPages.map((page) => [page.href, page] as const))(
    '%s sends a signed-out visitor to login with lastPage',
    async (_href, { locale, href }) => {
      const response = await probe(href);
      expect(response.status).toBe(307);
      expect(location(response)).toBe(`/${locale}/login?lastPage=${encodeURIComponent(href)}`);
    },
  );

  it.each(vipOnlyPages.map((page) => [page.href, page] as const))(
    '%s sends a signed-out visitor to the VIP page with lastPage and feature',
    async (_href, { entry, locale, href }) => {
      const response = await probe(href);
      expect(response.status).toBe(307);
      const target = new URL(location(response) ?? '', 'http://site.test');
      expect(target.pathname).toBe(`/${locale}/vip`);
      expect(target.searchParams.get('lastPage')).toBe(href);
      expect(target.searchParams.get('feature')).toBe(entry.needVipFeature);
    },
  );

  it('has routes to walk', () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  it.each(pages.map((page) => [page.href, page] as const))(
    '%s',
    async (_href, { entry, locale, path, params, href }) => {
      const response = await probe(href);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${htmlLang(locale)}"`);
      // The gas title carries the live Gwei range when the chains answered (spec §2): the catalogue's with its numbers.
      const range = entry.routeName === 'gas' ? /<title>[^<]*?([\d.]+)-([\d.]+) Gwei/.exec(html) : null;
      const titleParams = range ? { ...params, min: range[1], max: range[2] } : params;
      expect(html).toContain(`<title>${escapeHtml(routeTitle(entry, locale, titleParams))}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(routeDescription(entry, locale, params))}"/>`,
      );
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${href}"`));
      for (const other of LOCALES) {
        expect(html).toMatch(
          new RegExp(`<link rel="alternate" hrefLang="${htmlLang(other)}" href="[^"]*${localizedHref(other, path)}"`),
        );
      }
      expect(html).toMatch(/<meta property="og:title"/);
      // The same site header (and menu) on every page, home included (issue 13).
      expect(html).toContain('class="site-header"');
    },
  );
});
