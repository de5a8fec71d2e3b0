import {
  CATALOG,
  getRoute,
  isServed,
  liveChains,
  liveTools,
  memberTools,
  missingPage,
  nearestLiveTools,
  type RouteEntry,
  roadmapTools,
  toolLink,
} from '@/lib/catalog';

/** Which tools are live today: every one of these works without an account. */
const LIVE_TODAY = [
  'batch/send-token',
  'batch/multi-send',
  'batch/collection',
  'batch/send-nft',
  'batch/approve',
  'batch/call-contract',
  'solana/batch/send',
  'solana/batch/collection',
  'solana/batch/close-account',
  'sui/batch-send-token',
  'sui/batch-collection-token',
  'ton/batch-send-token',
  'ton/batch-collection-token',
  'tron/batch-send-token',
  'tron/batch-collection-token',
  'aptos/batch-send-token',
  'aptos/batch-collection-token',
  'batch/check-balance',
  'check-balance/btc',
  'check-balance/doge',
  'solana/check-balance',
  'sui/check-balance',
  'ton/check-balance',
  'tron/check-balance',
  'aptos/check-balance',
  'solana/token/publish',
  'solana/token/update',
  'solana/account',
  'sui/token/publish',
  'sui/token/manage',
  'ton/token/publish',
  'ton/token/manage',
  'token/publish',
  'solana/close-account',
  'solana/vanity-address',
  'tron/vanity-address',
  'batch/generate-wallet',
  'mnemonic',
  'vanity-address',
  'approve/check',
  'approve/custom',
  'eip7702',
  'metamask/helper',
  'gas',
  'transaction',
];

/** The catalogue with these routes implemented too (every value of a parametric one). */
function withAlsoImplemented(routeNames: string[]): RouteEntry[] {
  return CATALOG.map((entry) =>
    routeNames.includes(entry.routeName) ? { ...entry, implemented: true, implementedValues: null } : entry,
  );
}

describe('liveTools', () => {
  it('lists each live tool once, in menu order', () => {
    const paths = liveTools().map((tool) => tool.path);
    expect(paths).toEqual(LIVE_TODAY);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(liveTools().map((tool) => `${tool.routeName}:${tool.path}`)).size).toBe(paths.length);
  });

  it('counts the EVM balance checker once, not also as check-balance/evm', () => {
    expect(isServed(getRoute('check-balance-chain'), { chain: 'evm' })).toBe(true);
    const checkers = liveTools().filter((tool) => tool.category === 'balance' && tool.chain === 'evm');
    expect(checkers).toEqual([
      {
        routeName: 'batch-check-balance',
        path: 'batch/check-balance',
        params: null,
        category: 'balance',
        chain: 'evm',
      },
    ]);
  });

  it('gives a generic page its own entry for a chain no other live page serves', () => {
    const tools = liveTools(withAlsoImplemented(['check-balance-chain']));
    expect(tools).toContainEqual({
      routeName: 'check-balance-chain',
      path: 'check-balance/doge',
      params: { chain: 'doge' },
      category: 'balance',
      chain: 'doge',
    });
    // Solana has its own checker page, so check-balance/solana is the same tool again.
    expect(tools.map((tool) => tool.path)).not.toContain('check-balance/solana');
    expect(tools.map((tool) => tool.path)).not.toContain('check-balance/evm');
  });

  it('leaves out sign-in and VIP pages, redirects and non-tool pages', () => {
    for (const tool of liveTools()) {
      const entry = getRoute(tool.routeName);
      expect(entry.isNeedLogin || entry.isNeedVip || entry.isAuthPage).toBe(false);
      expect(entry.redirect).toBeNull();
      expect(['account', 'vip', 'content']).not.toContain(entry.category);
    }
    expect(liveTools().map((tool) => tool.routeName)).not.toContain('balance-monitor');
    expect(memberTools().map((tool) => tool.routeName)).toEqual([
      'batch-collection-nft',
      'balance-monitor',
      'bmm-evm',
      'batch-trade',
      'bsc-batch-trade',
    ]);
  });
});

describe('liveChains', () => {
  it('names the chains with a live tool, not every chain of the catalogue', () => {
    expect(liveChains()).toEqual(['evm', 'solana', 'sui', 'ton', 'tron', 'aptos', 'btc', 'doge']);
    for (const chain of liveChains()) expect(liveTools().some((tool) => tool.chain === chain)).toBe(true);
  });

  it('leaves out a chain none of whose tools is live', () => {
    const withoutAptos = CATALOG.map((entry) =>
      entry.chain === 'aptos' || entry.implementedValues?.chain?.includes('aptos')
        ? {
            ...entry,
            implemented: entry.chain !== 'aptos',
            implementedValues: entry.implementedValues && {
              chain: entry.implementedValues.chain.filter((chain) => chain !== 'aptos'),
            },
          }
        : entry,
    );
    expect(liveChains(liveTools(withoutAptos))).toEqual(['evm', 'solana', 'sui', 'ton', 'tron', 'btc', 'doge']);
  });
});

describe('roadmapTools', () => {
  it('lists the tools not built yet, none of them live', () => {
    const roadmap = roadmapTools();
    const live = new Set(liveTools().map((tool) => tool.routeName));
    expect(roadmap.length).toBeGreaterThan(0);
    for (const tool of roadmap) {
      expect(live.has(tool.routeName)).toBe(false);
      expect(getRoute(tool.routeName).implemented).toBe(false);
    }
    expect(roadmap.map((tool) => tool.path)).toContain('bsc/fourmeme/publish');
  });
});

describe('toolLink', () => {
  it('gives the title and address in each language', () => {
    const [first] = liveTools();
    expect(toolLink(first, 'en')).toMatchObject({ href: '/en/batch/send-token', title: 'EVM Batch Token Sender' });
    expect(toolLink(first, 'cn').href).toBe('/cn/batch/send-token');
    expect(toolLink(first, 'cn').chainLabel).toBe('EVM 链');
  });
});

describe('missingPage and nearestLiveTools', () => {
  it('names a catalogued tool that is not live and offers the live tools of its category and chain', () => {
    const page = missingPage('/en/bsc/fourmeme/publish');
    expect(page.locale).toBe('en');
    expect(page.tool).toMatchObject({ routeName: 'bsc-fourmeme-publish', category: 'token', chain: 'bsc' });
    // No live token tool on BNB Chain: the token tools (the category) in menu order.
    expect(page.nearest.map((tool) => tool.path)).toEqual([
      'solana/token/publish',
      'solana/token/update',
      'solana/account',
      'sui/token/publish',
    ]);
  });

  it('puts tools of the same category and chain first, then the category, then the chain', () => {
    const page = missingPage('/cn/solana/pump/publish');
    expect(page.locale).toBe('cn');
    expect(page.nearest.map((tool) => tool.path)).toEqual([
      'solana/token/publish',
      'solana/token/update',
      'solana/account',
      'sui/token/publish',
    ]);
  });

  it('reads the chain of a parametric path', () => {
    const page = missingPage('/en/check-balance/aptos');
    expect(page.tool).toMatchObject({ routeName: 'check-balance-chain', chain: 'aptos', params: { chain: 'aptos' } });
    expect(page.tool && toolLink(page.tool, 'en').title).toMatch(/^Aptos /);
    expect(page.nearest.map((tool) => tool.category)).toEqual(['balance', 'balance', 'balance', 'balance']);
  });

  it('names nothing for a path outside the catalogue or a page that is not a tool', () => {
    expect(missingPage('/en/contact')).toEqual({ locale: 'en', tool: null, nearest: [] });
    expect(missingPage('/contact')).toEqual({ locale: null, tool: null, nearest: [] });
    expect(missingPage('/en/kol').tool).toBeNull();
    expect(missingPage('/en/batch/send-token').tool).toBeNull();
  });

  it('never offers the tool itself and never more than the limit', () => {
    const [first] = liveTools();
    expect(nearestLiveTools(first).map((tool) => tool.routeName)).not.toContain(first.routeName);
    expect(nearestLiveTools(first, liveTools(), 2)).toHaveLength(2);
  });
});
