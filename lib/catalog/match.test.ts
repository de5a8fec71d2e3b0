import { buildPath, CATALOG, getRoute, localizedHref, matchRoute, routeHref } from '@/lib/catalog';
import { buildRouteMatcher } from '@/lib/catalog/match';

describe('matchRoute', () => {
  it.each([
    ['', 'home'],
    ['/', 'home'],
    ['batch/send-token', 'batch-send-token'],
    ['/batch/send-token/', 'batch-send-token'],
    ['//solana/batch/send//', 'solana-batch-send'],
    ['account', 'account'],
    ['solana/transfer', 'solana-transfer'],
  ])('matches %p to %p', (path, routeName) => {
    expect(matchRoute(path)?.entry.routeName).toBe(routeName);
  });

  it('matches every literal path of the catalogue to its own entry', () => {
    for (const entry of CATALOG.filter((candidate) => !candidate.path.includes(':'))) {
      expect(matchRoute(entry.path)?.entry).toBe(entry);
    }
  });

  it.each([
    ['check-balance/btc', { chain: 'btc' }],
    ['check-balance/doge/', { chain: 'doge' }],
    ['/check-balance/evm', { chain: 'evm' }],
  ])('reads the chain of %p', (path, params) => {
    const match = matchRoute(path);
    expect(match?.entry.routeName).toBe('check-balance-chain');
    expect(match?.params).toEqual(params);
  });

  it.each(['vip/balanceMonitor-30', 'vip/balanceMonitor:30', 'vip/balanceMonitor%3A30'])(
    'reads feature and days of %p',
    (path) => {
      const match = matchRoute(path);
      expect(match?.entry.routeName).toBe('vip-feature-days');
      expect(match?.params).toEqual({ feature: 'balanceMonitor', days: '30' });
    },
  );

  it.each([
    'vip/foo-30',
    'vip/fastRPC-12',
    'vip/fastRPC',
    'vip/fastRPC-30-1',
    'vip/-30',
    'vip/balancemonitor-30',
    'check-balance/eth',
    'check-balance/',
    'check-balance/btc/extra',
    'Batch/Send-Token',
    'batch/send-token/extra',
    'batch',
    'unknown',
    'batch/%E0%A4%A',
  ])('rejects %p', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('prefers a literal route over a pattern listed before it', () => {
    const pattern = getRoute('check-balance-chain');
    const literal = { ...getRoute('batch-check-balance'), path: 'check-balance/evm', routeName: 'literal' };
    const match = buildRouteMatcher([pattern, literal]);
    expect(match('check-balance/evm')?.entry.routeName).toBe('literal');
    expect(match('check-balance/btc')?.entry.routeName).toBe('check-balance-chain');
  });

  it('decodes escaped literal segments', () => {
    expect(matchRoute('batch/send%2Dtoken')?.entry.routeName).toBe('batch-send-token');
    expect(matchRoute('batch%2Fsend-token')).toBeNull();
  });
});

describe('buildPath', () => {
  it('builds literal paths without a leading slash', () => {
    expect(buildPath('home')).toBe('');
    expect(buildPath('batch-send-token')).toBe('batch/send-token');
    expect(buildPath('solana-batch-send')).toBe('solana/batch/send');
  });

  it('fills parameters, writing the dash form for feature and days', () => {
    expect(buildPath('check-balance-chain', { chain: 'btc' })).toBe('check-balance/btc');
    expect(buildPath('vip-feature-days', { feature: 'balanceMonitor', days: 30 })).toBe('vip/balanceMonitor-30');
  });

  it('throws on missing or invalid parameters and unknown routes', () => {
    expect(() => buildPath('check-balance-chain')).toThrow('chain');
    expect(() => buildPath('vip-feature-days', { feature: 'fastRPC' })).toThrow('days');
    expect(() => buildPath('vip-feature-days', { feature: 'fastRPC', days: 12 })).toThrow('days');
    expect(() => buildPath('vip-feature-days', { feature: 'foo', days: 30 })).toThrow('feature');
    expect(() => buildPath('nope')).toThrow('Unknown route name');
  });

  it.each([
    ['check-balance-chain', { chain: 'btc' }],
    ['check-balance-chain', { chain: 'aptos' }],
    ['vip-feature-days', { feature: 'balanceMonitor', days: '30' }],
    ['vip-feature-days', { feature: 'dexBulkTrade', days: '365' }],
  ])('round-trips %p with %p', (routeName, params) => {
    const match = matchRoute(buildPath(routeName, params));
    expect(match?.entry.routeName).toBe(routeName);
    expect(match?.params).toEqual(params);
  });

  it('round-trips every literal route', () => {
    for (const entry of CATALOG.filter((candidate) => !candidate.path.includes(':'))) {
      expect(matchRoute(buildPath(entry.routeName))?.entry).toBe(entry);
    }
  });
});

describe('localizedHref', () => {
  it('prefixes the locale, with no trailing slash for home', () => {
    expect(localizedHref('en', '')).toBe('/en');
    expect(localizedHref('cn', '/')).toBe('/cn');
    expect(localizedHref('en', 'batch/send-token')).toBe('/en/batch/send-token');
    expect(localizedHref('cn', '/solana/account#burn')).toBe('/cn/solana/account#burn');
    expect(routeHref('en', 'check-balance-chain', { chain: 'doge' })).toBe('/en/check-balance/doge');
  });
});
