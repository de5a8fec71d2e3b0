import { getRoute, matchRoute } from '@/lib/catalog';
import type { RouteEntry } from '@/lib/catalog/types';
import { decideRoute, guardRoute, preferredLocale, type RoutingRequest } from './decide';
import { carryQuery } from './guards';
import { MISSING_PATH_MAX_LENGTH, readMissingPath, withoutMissingPath } from './missing-path';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function request(pathname: string, overrides: Partial<RoutingRequest> = {}): RoutingRequest {
  return {
    pathname,
    search: '',
    userAgent: DESKTOP,
    savedLocale: null,
    acceptLanguage: null,
    session: null,
    ...overrides,
  };
}

describe('decideRoute: locale and redirects (spec §2, §4)', () => {
  it.each<[string, Partial<RoutingRequest>, string, number]>([
    ['/', {}, '/en', 307],
    ['/', { acceptLanguage: 'zh-CN,zh;q=0.9' }, '/cn', 307],
    ['/', { savedLocale: 'en', acceptLanguage: 'zh-CN' }, '/en', 307],
    ['/', { savedLocale: 'cn' }, '/cn', 307],
    ['/', { savedLocale: 'de' }, '/cn', 307],
    ['/', { search: '?invite_code=x' }, '/en?invite_code=x', 307],
    ['/unknown', {}, '/en?missing=%2Funknown', 307],
    ['/en/unknown/deep', { search: '?a=1' }, '/en?missing=%2Fen%2Funknown%2Fdeep', 307],
    ['/cn/unknown', {}, '/en?missing=%2Fcn%2Funknown', 307],
    ['/fr/about-us', { savedLocale: 'cn' }, '/en?missing=%2Ffr%2Fabout-us', 307],
    ['/about-us', { savedLocale: 'cn' }, '/cn/about-us', 307],
    ['/en/about-us/', {}, '/en/about-us', 308],
    ['/en/about-us/', { search: '?a=1' }, '/en/about-us?a=1', 308],
    ['/en/', {}, '/en', 308],
    ['/en/solana/create-spl-token', {}, '/en/solana/token/publish', 308],
    ['/cn/solana/burn-token', {}, '/cn/solana/account#burn', 308],
    ['/cn/solana/mint-token', {}, '/cn/solana/account#mint', 308],
    ['/en/solana/revoke-auth', {}, '/en/solana/account#revoke', 308],
    ['/en/solana/transfer', {}, '/en/solana/batch/send', 308],
    ['/m', {}, '/m/', 308],
    ['/m', { search: '?x=1' }, '/m/?x=1', 308],
  ])('%s %j → %s (%i)', (pathname, overrides, location, status) => {
    expect(decideRoute(request(pathname, overrides))).toEqual({ kind: 'redirect', location, status });
  });

  it.each(['/en', '/cn', '/en/about-us', '/cn/protocol/privacy-policy', '/en/protocol/terms-of-use'])(
    'renders the served route %s',
    (pathname) => {
      expect(decideRoute(request(pathname))).toEqual({ kind: 'render', locale: pathname.slice(1, 3) });
    },
  );

  it('leaves the mobile pages alone', () => {
    expect(decideRoute(request('/m/', { userAgent: IPHONE }))).toEqual({ kind: 'pass' });
  });

  it('treats a catalogue route that is not served yet as unknown', () => {
    const entry = matchRoute('ipfs')?.entry;
    expect(entry?.implemented).toBe(false);
    expect(decideRoute(request('/en/ipfs'))).toEqual({
      kind: 'redirect',
      location: '/en?missing=%2Fen%2Fipfs',
      status: 307,
    });
  });

  it('serves only the built values of a parametric route', () => {
    expect(decideRoute(request('/en/check-balance/evm'))).toEqual({ kind: 'render', locale: 'en' });
    expect(decideRoute(request('/en/check-balance/solana'))).toEqual({
      kind: 'redirect',
      location: '/en?missing=%2Fen%2Fcheck-balance%2Fsolana',
      status: 307,
    });
  });
});

describe('decideRoute: the unknown path carried to home (issue 13)', () => {
  const missingOf = (decision: ReturnType<typeof decideRoute>) =>
    decision.kind === 'redirect' ? new URL(decision.location, 'http://x').searchParams.get('missing') : null;

  it.each(['/en/ipfs', '/en/contact', '/cn/bsc/fourmeme/publish', '/contact', '/en/%E4%B8%AD'])(
    'carries %s, and only the path, to /en',
    (pathname) => {
      const decision = decideRoute(request(pathname, { search: '?token=secret&lastPage=%2Fen' }));
      expect(decision).toMatchObject({ kind: 'redirect', status: 307, location: expect.stringMatching(/^\/en\?/) });
      expect(missingOf(decision)).toBe(pathname);
      expect(decision).not.toMatchObject({ location: expect.stringContaining('secret') });
    },
  );

  it('cuts a long path', () => {
    const pathname = `/en/${'a'.repeat(5000)}`;
    expect(missingOf(decideRoute(request(pathname)))).toBe(pathname.slice(0, MISSING_PATH_MAX_LENGTH));
  });

  it('keeps the other redirects as they were', () => {
    expect(decideRoute(request('/en/solana/transfer'))).toMatchObject({ location: '/en/solana/batch/send' });
    expect(decideRoute(request('/about-us', { savedLocale: 'cn' }))).toMatchObject({ location: '/cn/about-us' });
    expect(decideRoute(request('/en', { userAgent: IPHONE }))).toMatchObject({ location: '/m/' });
    expect(decideRoute(request('/en/about-us/'))).toMatchObject({ location: '/en/about-us' });
  });
});

describe('readMissingPath and withoutMissingPath', () => {
  it('reads the carried path back as text, decoded where it can be', () => {
    expect(readMissingPath('?missing=%2Fen%2Fsui%2Fcheck-balance')).toBe('/en/sui/check-balance');
    expect(readMissingPath('?missing=%2Fen%2F%25E4%25B8%25AD')).toBe('/en/中');
    expect(readMissingPath('?missing=%2Fen%2F%25E4%25B8')).toBe('/en/%E4%B8');
  });

  it('refuses what is not a site path and strips control characters and length', () => {
    expect(readMissingPath('')).toBeNull();
    expect(readMissingPath('?missing=javascript%3Aalert(1)')).toBeNull();
    expect(readMissingPath('?missing=%2Fa%250Ab')).toBe('/ab');
    expect(readMissingPath(`?missing=%2F${'x'.repeat(1000)}`)).toHaveLength(MISSING_PATH_MAX_LENGTH);
  });

  it('removes only the carried path from the query', () => {
    expect(withoutMissingPath('?missing=%2Fx')).toBe('');
    expect(withoutMissingPath('?invite_code=a&missing=%2Fx')).toBe('?invite_code=a');
  });
});

describe('decideRoute: mobile (spec §2)', () => {
  it.each([
    ['/', '/m/'],
    ['/en', '/m/'],
    ['/cn/', '/m/'],
    ['/en/', '/m/'],
    ['/en/batch/check-balance', '/m/batch/check-balance'],
    ['/batch/check-balance', '/m/batch/check-balance'],
    ['/cn/solana/check-balance/', '/m/solana/check-balance'],
    ['/solana/check-balance', '/m/solana/check-balance'],
    ['/solana/close-account', '/m/solana/close-account'],
    ['/cn/solana/close-account/', '/m/solana/close-account'],
    ['/en/solana/close-account', '/m/solana/close-account'],
  ])('sends a phone from %s to %s', (pathname, location) => {
    expect(decideRoute(request(pathname, { userAgent: IPHONE }))).toEqual({ kind: 'redirect', location, status: 307 });
  });

  it('keeps the query on the mobile redirect', () => {
    expect(decideRoute(request('/en', { userAgent: IPHONE, search: '?invite_code=a' }))).toMatchObject({
      location: '/m/?invite_code=a',
    });
  });

  it.each(['/solana/batch/close-account', '/cn/solana/close-account/extra'])(
    'does not send a phone from %s, which has no mobile page',
    (pathname) => {
      const decision = decideRoute(request(pathname, { userAgent: IPHONE }));
      expect(decision).not.toMatchObject({ location: expect.stringMatching(/^\/m\//) });
    },
  );

  it('does not redirect other pages on a phone', () => {
    expect(decideRoute(request('/en/about-us', { userAgent: IPHONE }))).toEqual({ kind: 'render', locale: 'en' });
  });
});

describe('preferredLocale', () => {
  it.each([
    [null, null, 'en'],
    [null, 'zh-TW', 'cn'],
    ['en', 'zh', 'en'],
    ['xx', 'en', 'cn'],
    ['', 'zh', 'cn'],
  ])('saved %p, Accept-Language %p → %s', (saved, accept, expected) => {
    expect(preferredLocale(saved, accept)).toBe(expected);
  });
});

describe('guardRoute (spec §4, §6)', () => {
  const entry = (overrides: Partial<RouteEntry>): RouteEntry => ({ ...getRoute('about-us'), ...overrides });

  it('sends a signed-out user to login with lastPage', () => {
    const decision = guardRoute(entry({ isNeedLogin: true }), 'en', request('/en/about-us', { search: '?tab=2' }));
    expect(decision).toEqual({
      kind: 'redirect',
      location: '/en/login?lastPage=%2Fen%2Fabout-us%3Ftab%3D2',
      status: 307,
    });
  });

  it('sends a user without the VIP feature to /vip with lastPage and feature', () => {
    const vipEntry = entry({ isNeedLogin: true, isNeedVip: true, needVipFeature: 'balanceMonitor' });
    const session = { activeVipFeatures: ['fastRPC' as const] };
    // To /vip once it is served; until then to the benefits page (or home): always a served page.
    expect(guardRoute(vipEntry, 'cn', request('/cn/about-us', { session }))).toEqual({
      kind: 'redirect',
      location: expect.stringMatching(
        /^\/cn(\/vip|\/account\/benefits)?\?lastPage=%2Fcn%2Fabout-us&feature=balanceMonitor$/,
      ),
      status: 307,
    });
    expect(
      guardRoute(vipEntry, 'cn', request('/cn/about-us', { session: { activeVipFeatures: ['balanceMonitor'] } })),
    ).toBeNull();
  });

  it("accepts any VIP feature for 'any'", () => {
    const anyEntry = entry({ isNeedVip: true, needVipFeature: 'any' });
    expect(guardRoute(anyEntry, 'en', request('/en/x', { session: { activeVipFeatures: ['fastRPC'] } }))).toBeNull();
    expect(guardRoute(anyEntry, 'en', request('/en/x', { session: { activeVipFeatures: [] } }))).toMatchObject({
      location: expect.stringContaining('feature=any'),
    });
  });

  it('sends a signed-in user away from auth pages, to a safe lastPage only', () => {
    const auth = entry({ isAuthPage: true });
    const session = { activeVipFeatures: [] };
    expect(guardRoute(auth, 'en', request('/en/login', { session, search: '?lastPage=%2Fen%2Fgas' }))).toMatchObject({
      location: '/en/gas',
    });
    expect(
      guardRoute(auth, 'en', request('/en/login', { session, search: '?lastPage=%2F%2Fevil.example' })),
    ).toMatchObject({
      location: '/en',
    });
    expect(guardRoute(auth, 'en', request('/en/login'))).toBeNull();
  });

  it('sends a signed-in user on an auth page back to the previous page, never to another auth page', () => {
    const auth = entry({ isAuthPage: true });
    const session = { activeVipFeatures: [] };
    expect(guardRoute(auth, 'en', request('/en/login', { session, previousPage: '/en/about-us?x=1' }))).toMatchObject({
      location: '/en/about-us?x=1',
    });
    expect(guardRoute(auth, 'en', request('/en/login', { session, previousPage: '/en/signup' }))).toMatchObject({
      location: '/en',
    });
    expect(guardRoute(auth, 'en', request('/en/login', { session, previousPage: '//evil.example/x' }))).toMatchObject({
      location: '/en',
    });
  });

  it('leaves the VIP check to the page when the session does not list features (the proxy)', () => {
    const vipEntry = entry({ isNeedLogin: true, isNeedVip: true, needVipFeature: 'balanceMonitor' });
    expect(guardRoute(vipEntry, 'en', request('/en/x', { session: {} }))).toBeNull();
  });
});

describe('carryQuery (spec §4)', () => {
  const auth = { ...getRoute('login'), isAuthPage: true, isInheritQuery: false };
  const inherit = { ...getRoute('about-us'), isInheritQuery: true };

  it.each<[string, RouteEntry, Partial<RoutingRequest>, string | null]>([
    [
      'auth page gets lastPage from the previous page',
      auth,
      { previousPage: '/en/about-us?x=1' },
      '/en/login?lastPage=%2Fen%2Fabout-us%3Fx%3D1',
    ],
    [
      'auth page carries over the lastPage of a previous auth page',
      auth,
      { previousPage: '/en/signup?lastPage=%2Fen%2Fgas' },
      '/en/login?lastPage=%2Fen%2Fgas',
    ],
    ['an explicit lastPage wins', auth, { search: '?lastPage=%2Fen', previousPage: '/en/about-us' }, null],
    ['no previous page, nothing to carry', auth, { previousPage: null }, null],
    ['a foreign previous page is ignored', auth, { previousPage: '//evil.example' }, null],
    ['signed-in users are not given a lastPage', auth, { session: {}, previousPage: '/en/about-us' }, null],
    [
      'isInheritQuery merges the previous query',
      inherit,
      { search: '?a=1', previousPage: '/en/gas?b=2&a=9' },
      '/en/about-us?a=1&b=2',
    ],
    ['isInheritQuery with nothing new changes nothing', inherit, { search: '?b=2', previousPage: '/en/gas?b=3' }, null],
  ])('%s', (_name, routeEntry, overrides, location) => {
    const pathname = routeEntry === auth ? '/en/login' : '/en/about-us';
    const decision = carryQuery(routeEntry, request(pathname, overrides));
    expect(decision).toEqual(location === null ? null : { kind: 'redirect', location, status: 307 });
  });
});
