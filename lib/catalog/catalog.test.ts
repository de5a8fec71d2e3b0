import { CATALOG, getRoute, matchRoute, type RouteEntry, VIP_FEATURES } from '@/lib/catalog';
import { BRAND_SUFFIX } from '@/lib/catalog/define';
import { CATEGORIES, CHAIN_GROUPS } from '@/lib/catalog/types';

/** Every key of RouteEntry; the `satisfies` makes the compiler reject this list when a field is added or removed. */
const ENTRY_FIELDS = Object.keys({
  path: true,
  routeName: true,
  parent: true,
  category: true,
  chain: true,
  title: true,
  titleEn: true,
  description: true,
  descriptionEn: true,
  keywords: true,
  keywordsEn: true,
  namespace: true,
  isAuthPage: true,
  isNeedLogin: true,
  isNeedVip: true,
  needVipFeature: true,
  needWallet: true,
  isInheritQuery: true,
  isKeedScrollPosition: true,
  redirect: true,
  implemented: true,
  implementedValues: true,
} satisfies Record<keyof RouteEntry, true>);

/** CJK ideographs, CJK punctuation and full-width forms: none may appear in English copy. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const CJK_IDEOGRAPH = /[\u3400-\u9fff]/;

const BOOLEAN_FIELDS = [
  'isAuthPage',
  'isNeedLogin',
  'isNeedVip',
  'needWallet',
  'isInheritQuery',
  'isKeedScrollPosition',
];
const PAGES = CATALOG.filter((entry) => entry.redirect === null);

describe.each(CATALOG.map((entry) => [entry.routeName, entry] as const))('catalogue entry %s', (_name, entry) => {
  it('has every field, with flags as booleans', () => {
    expect(Object.keys(entry).sort()).toEqual([...ENTRY_FIELDS].sort());
    for (const field of BOOLEAN_FIELDS) expect(typeof entry[field as keyof RouteEntry]).toBe('boolean');
    expect(CATEGORIES).toContain(entry.category);
    if (entry.chain !== null) expect(CHAIN_GROUPS).toContain(entry.chain);
  });

  it('has trimmed, non-empty copy that says more than the path', () => {
    const lastSegment = entry.path.split('/').pop() ?? '';
    for (const text of [entry.title, entry.titleEn, entry.description, entry.descriptionEn]) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toBe(entry.path);
      expect(text.toLowerCase()).not.toBe(`${lastSegment}${BRAND_SUFFIX}`.toLowerCase());
    }
    expect(entry.title.endsWith(BRAND_SUFFIX)).toBe(true);
    expect(entry.titleEn.endsWith(BRAND_SUFFIX)).toBe(true);
  });

  it('has Chinese copy in Chinese and English copy without Chinese characters', () => {
    expect(entry.title).toMatch(CJK_IDEOGRAPH);
    expect(entry.description).toMatch(CJK_IDEOGRAPH);
    expect(entry.titleEn).not.toMatch(CJK);
    expect(entry.descriptionEn).not.toMatch(CJK);
  });

  it('has descriptions of search-snippet length', () => {
    expect(entry.descriptionEn.length).toBeGreaterThanOrEqual(110);
    expect(entry.descriptionEn.length).toBeLessThanOrEqual(160);
    expect(entry.description.length).toBeGreaterThanOrEqual(55);
    expect(entry.description.length).toBeLessThanOrEqual(120);
  });

  it('has 4 to 8 distinct keywords per language', () => {
    for (const keywords of [entry.keywords, entry.keywordsEn]) {
      expect(keywords.length).toBeGreaterThanOrEqual(4);
      expect(keywords.length).toBeLessThanOrEqual(8);
      expect(new Set(keywords).size).toBe(keywords.length);
      for (const keyword of keywords) expect(keyword.trim()).toBe(keyword);
      for (const keyword of keywords) expect(keyword.length).toBeGreaterThan(1);
    }
    for (const keyword of entry.keywords) expect(keyword).toMatch(CJK_IDEOGRAPH);
    for (const keyword of entry.keywordsEn) expect(keyword).not.toMatch(CJK);
  });

  it('has a camelCase namespace and a kebab-case route name', () => {
    expect(entry.namespace).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(entry.routeName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a parent that exists and is not itself', () => {
    if (entry.parent === null) return;
    expect(entry.parent).not.toBe(entry.routeName);
    expect(() => getRoute(entry.parent as string)).not.toThrow();
  });

  it('names a VIP feature exactly when it is VIP-gated', () => {
    expect(entry.needVipFeature !== null).toBe(entry.isNeedVip);
    if (entry.needVipFeature !== null) expect([...VIP_FEATURES, 'any']).toContain(entry.needVipFeature);
  });

  it('redirects, if at all, to a page of the catalogue', () => {
    if (entry.redirect === null) return;
    const [targetPath] = entry.redirect.split('#');
    const target = matchRoute(targetPath);
    expect(target).not.toBeNull();
    expect(target?.entry.redirect).toBeNull();
  });
});

describe('catalogue as a whole', () => {
  it('has unique route names and paths', () => {
    expect(new Set(CATALOG.map((entry) => entry.routeName)).size).toBe(CATALOG.length);
    expect(new Set(CATALOG.map((entry) => entry.path)).size).toBe(CATALOG.length);
  });

  it('gives every page its own titles and descriptions (redirects share their target copy)', () => {
    for (const field of ['title', 'titleEn', 'description', 'descriptionEn'] as const) {
      const values = PAGES.map((entry) => entry[field]);
      expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
    }
  });

  it('has no parent cycles', () => {
    for (const entry of CATALOG) {
      const seen = new Set<string>();
      let current: RouteEntry | null = entry;
      while (current) {
        expect(seen.has(current.routeName)).toBe(false);
        seen.add(current.routeName);
        current = current.parent === null ? null : getRoute(current.parent);
      }
    }
  });

  it('uses placeholders only in the gas title', () => {
    const withPlaceholders = CATALOG.filter((entry) =>
      [entry.title, entry.titleEn, entry.description, entry.descriptionEn].some((text) => /[{}]/.test(text)),
    );
    expect(withPlaceholders.map((entry) => entry.routeName)).toEqual(['gas']);
    expect(getRoute('gas').titleEn).toBe('Gas Tracker {min}-{max} Gwei | Chainkit');
    expect(getRoute('gas').title).toContain('{min}-{max} Gwei');
  });

  it('throws on an unknown route name', () => {
    expect(() => getRoute('no-such-route')).toThrow('Unknown route name: no-such-route');
  });

  it('is frozen, so no consumer can change the shared list', () => {
    expect(Object.isFrozen(CATALOG)).toBe(true);
    for (const entry of CATALOG) {
      expect(Object.isFrozen(entry) && Object.isFrozen(entry.keywords) && Object.isFrozen(entry.keywordsEn)).toBe(true);
    }
  });
});
