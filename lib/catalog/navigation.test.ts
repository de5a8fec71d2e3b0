import {
  buildMenuTree,
  buildNavigationGroups,
  CATALOG,
  CATEGORIES,
  CATEGORY_LABELS,
  CHAIN_GROUPS,
  CHAIN_LABELS,
  CHECK_BALANCE_CHAINS,
  isServed,
  type MenuItem,
  matchRoute,
  menuTree,
  navigationGroups,
  type RouteEntry,
  servedRoutes,
} from '@/lib/catalog';

const NON_TOOL_CATEGORIES = ['account', 'vip', 'content'];

/** A catalogue where exactly these tools are served (every value of a parametric one), besides the non-tool pages. */
function withImplemented(routeNames: string[]): RouteEntry[] {
  return CATALOG.map((entry) => ({
    ...entry,
    implemented:
      routeNames.includes(entry.routeName) || (entry.implemented && NON_TOOL_CATEGORIES.includes(entry.category)),
    implementedValues: null,
  }));
}

const SHIPPED = withImplemented([
  'batch-send-token',
  'solana-batch-send',
  'check-balance-chain',
  'gas',
  'solana-transfer',
]);

function routeOfHref(href: string): RouteEntry | undefined {
  const [, locale, ...rest] = href.split('/');
  expect(['en', 'cn']).toContain(locale);
  return matchRoute(rest.join('/'))?.entry;
}

function menuLeaves(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.menus ? menuLeaves(item.menus) : [item]));
}

describe('isServed and servedRoutes', () => {
  it('serve implemented pages and never redirects', () => {
    // Which routes are implemented is pinned in flags.test.ts; here: served = implemented pages, no redirects.
    const expected = CATALOG.filter((entry) => entry.implemented && entry.redirect === null).map(
      (entry) => entry.routeName,
    );
    expect(servedRoutes().map((entry) => entry.routeName)).toEqual(expected);
    expect(servedRoutes()).toContainEqual(expect.objectContaining({ routeName: 'about-us' }));
    const redirect = SHIPPED.find((entry) => entry.routeName === 'solana-transfer') as RouteEntry;
    expect(redirect.implemented).toBe(true);
    expect(isServed(redirect)).toBe(false);
  });
});

describe('labels', () => {
  it('name every category and chain in both languages', () => {
    for (const category of CATEGORIES)
      expect(CATEGORY_LABELS[category].en && CATEGORY_LABELS[category].cn).toBeTruthy();
    for (const chain of CHAIN_GROUPS) expect(CHAIN_LABELS[chain].en && CHAIN_LABELS[chain].cn).toBeTruthy();
    expect(CATEGORY_LABELS.batch).toEqual({ en: 'Batch Tools', cn: '批量工具' });
  });
});

describe('navigationGroups', () => {
  it('lists only served tools, each once: a parametric one only for built values no literal tool covers', () => {
    const hrefs = navigationGroups('en').map((group) => [group.category, group.items.map((item) => item.href)]);
    expect(hrefs).toEqual([
      [
        'batch',
        [
          '/en/batch/send-token',
          '/en/batch/multi-send',
          '/en/batch/collection',
          '/en/batch/send-nft',
          '/en/batch/collection-nft',
          '/en/batch/approve',
          '/en/batch/call-contract',
          '/en/solana/batch/send',
          '/en/solana/batch/collection',
          '/en/solana/batch/close-account',
          '/en/sui/batch-send-token',
          '/en/sui/batch-collection-token',
          '/en/ton/batch-send-token',
          '/en/ton/batch-collection-token',
          '/en/tron/batch-send-token',
          '/en/tron/batch-collection-token',
          '/en/aptos/batch-send-token',
          '/en/aptos/batch-collection-token',
        ],
      ],
      [
        'balance',
        [
          '/en/batch/check-balance',
          '/en/check-balance/btc',
          '/en/check-balance/doge',
          '/en/solana/check-balance',
          '/en/sui/check-balance',
          '/en/ton/check-balance',
          '/en/tron/check-balance',
          '/en/aptos/check-balance',
        ],
      ],
      [
        'token',
        [
          '/en/solana/token/publish',
          '/en/solana/token/update',
          '/en/solana/account',
          '/en/sui/token/publish',
          '/en/sui/token/manage',
          '/en/ton/token/publish',
          '/en/ton/token/manage',
          '/en/token/publish',
        ],
      ],
      [
        'wallet',
        [
          '/en/solana/close-account',
          '/en/solana/vanity-address',
          '/en/tron/vanity-address',
          '/en/batch/generate-wallet',
          '/en/mnemonic',
          '/en/vanity-address',
          '/en/approve/check',
          '/en/approve/custom',
          '/en/eip7702',
          '/en/metamask/helper',
        ],
      ],
      ['monitor', ['/en/balance/monitor', '/en/balance/monitor/manage', '/en/balance/monitor/notify']],
      ['trade', ['/en/bmm/evm', '/en/batch/trade', '/en/bsc/batch/trade']],
      ['utility', ['/en/gas', '/en/transaction']],
    ]);
  });

  it('lists served tools by category once they ship, with per-chain balance checkers', () => {
    const groups = buildNavigationGroups(SHIPPED, 'en');
    expect(groups.map((group) => group.category)).toEqual(['batch', 'balance', 'utility']);
    expect(groups[0]).toEqual({
      category: 'batch',
      label: 'Batch Tools',
      items: [
        {
          routeName: 'batch-send-token',
          href: '/en/batch/send-token',
          title: 'EVM Batch Token Sender',
          chain: 'evm',
          chainLabel: 'EVM',
          isImplemented: true,
        },
        {
          routeName: 'solana-batch-send',
          href: '/en/solana/batch/send',
          title: 'Solana Batch Sender',
          chain: 'solana',
          chainLabel: 'Solana',
          isImplemented: true,
        },
      ],
    });
    const balance = groups[1].items;
    expect(balance.map((item) => item.href)).toEqual(CHECK_BALANCE_CHAINS.map((chain) => `/en/check-balance/${chain}`));
    expect(balance.find((item) => item.chain === 'btc')?.title).toBe('Bitcoin Batch Balance Checker');
    expect(groups[2].items[0].title).toBe('Gas Tracker');
  });

  it('labels groups and chains in the locale', () => {
    const groups = buildNavigationGroups(SHIPPED, 'cn');
    expect(groups[0].label).toBe('批量工具');
    expect(groups[0].items[0]).toMatchObject({
      href: '/cn/batch/send-token',
      title: 'EVM 批量转账',
      chainLabel: 'EVM 链',
    });
  });

  it('adds the roadmap with includeUnimplemented, and still leaves out non-tool pages', () => {
    const items = navigationGroups('en', { includeUnimplemented: true }).flatMap((group) => group.items);
    expect(items.length).toBeGreaterThan(50);
    const served = navigationGroups('en').flatMap((group) => group.items);
    expect(items.filter((item) => item.isImplemented)).toEqual(served);
    for (const item of items) {
      const entry = routeOfHref(item.href) as RouteEntry;
      expect(entry.routeName).toBe(item.routeName);
      expect(entry.redirect).toBeNull();
      expect(entry.isAuthPage).toBe(false);
      expect(['account', 'vip', 'content']).not.toContain(entry.category);
      // Parametric tools are listed only for their served values; the roadmap names each chain's own checker.
      if (entry.path.includes(':')) expect(item.isImplemented).toBe(true);
    }
    expect(new Set(items.map((item) => item.href)).size).toBe(items.length);
  });

  it('marks shipped tools implemented among the roadmap', () => {
    const items = buildNavigationGroups(SHIPPED, 'en', { includeUnimplemented: true }).flatMap((group) => group.items);
    const implemented = items.filter((item) => item.isImplemented).map((item) => item.routeName);
    expect(new Set(implemented)).toEqual(
      new Set(['batch-send-token', 'solana-batch-send', 'check-balance-chain', 'gas']),
    );
  });
});

describe('menuTree', () => {
  it('lists the served tools by category, then the served content pages', () => {
    const tree = menuTree('cn');
    expect(tree.menus.map((menu) => menu.name)).toEqual([
      CATEGORY_LABELS.batch.cn,
      CATEGORY_LABELS.balance.cn,
      CATEGORY_LABELS.token.cn,
      CATEGORY_LABELS.wallet.cn,
      CATEGORY_LABELS.monitor.cn,
      CATEGORY_LABELS.trade.cn,
      CATEGORY_LABELS.utility.cn,
      CATEGORY_LABELS.content.cn,
    ]);
    expect(new Set(tree.menus.at(-1)?.menus?.map((leaf) => leaf.routeUrl))).toEqual(
      new Set(['/cn/about-us', '/cn/protocol/privacy-policy', '/cn/protocol/terms-of-use', '/cn/suggest']),
    );
    expect(
      menuTree('en')
        .menus.at(-1)
        ?.menus?.map((leaf) => leaf.name),
    ).toContain('About Us');
  });

  it('nests served tools under their category, each with a localised routeUrl', () => {
    const tree = buildMenuTree(SHIPPED, 'cn');
    expect(tree.menus.map((menu) => menu.name)).toEqual(['批量工具', '余额查询', '实用工具', '资讯']);
    for (const category of tree.menus) {
      expect(category.routeUrl).toBeUndefined();
      expect(category.menus?.length).toBeGreaterThan(0);
    }
    const leaves = menuLeaves(tree.menus);
    expect(leaves[0]).toEqual({ name: 'EVM 批量转账', routeUrl: '/cn/batch/send-token' });
    for (const leaf of leaves) {
      const entry = routeOfHref(leaf.routeUrl as string) as RouteEntry;
      expect(isServed(SHIPPED.find((candidate) => candidate.routeName === entry.routeName) as RouteEntry)).toBe(true);
    }
  });
});
