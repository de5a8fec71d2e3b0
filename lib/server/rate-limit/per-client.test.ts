import { rateLimits } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { clientRateLimitKey, hitClientRateLimit, tooManyRequestsMessages } from './per-client';

const START = new Date('2030-01-01T00:00:00.000Z');

function requestFrom(forwardedFor: string): Request {
  return new Request('http://localhost/api/rpc', { method: 'POST', headers: { 'x-forwarded-for': forwardedFor } });
}

describe.each(TEST_DATABASE_KINDS)('per-client rate limit on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const saved = process.env.TRUST_PROXY;

  beforeAll(() => {
    process.env.TRUST_PROXY = '1';
  });

  afterAll(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  beforeEach(async () => {
    await getTestDatabase().db.delete(rateLimits);
  });

  const hit = (request: Request, scope = '/api/rpc', now = START) =>
    hitClientRateLimit(request, { db: getTestDatabase().db, scope, limit: 2, windowMs: 60_000, now });

  it('counts each client address and scope in its own window, with Retry-After in seconds', async () => {
    const alice = requestFrom('203.0.113.1');
    expect(await hit(alice)).toMatchObject({ isAllowed: true, count: 1, retryAfterSeconds: 0 });
    expect(await hit(alice)).toMatchObject({ isAllowed: true, count: 2 });
    expect(await hit(alice, '/api/rpc', new Date(START.getTime() + 500))).toMatchObject({
      isAllowed: false,
      count: 3,
      retryAfterSeconds: 60,
    });
    expect((await hit(requestFrom('203.0.113.2'))).isAllowed).toBe(true);
    expect((await hit(alice, '/api/rpc/dev')).isAllowed).toBe(true);
  });

  it('counts a whole IPv6 /64 as one client', async () => {
    await hit(requestFrom('2001:db8:1:2::1'));
    await hit(requestFrom('2001:db8:1:2::2'));
    expect((await hit(requestFrom('2001:db8:1:2:ffff::9'))).isAllowed).toBe(false);
    expect((await hit(requestFrom('2001:db8:1:3::1'))).isAllowed).toBe(true);
  });

  it('keeps keys short and printable whatever the scope', () => {
    const key = clientRateLimitKey(requestFrom('203.0.113.1'), `/API/${'x'.repeat(500)}\u0000;drop`);
    expect(key.length).toBeLessThan(200);
    expect(key).toMatch(/^ip:\/api\/x+:203\.0\.113\.1$/);
  });
});

describe('tooManyRequestsMessages', () => {
  it('tells how long to wait, in both languages', () => {
    expect(tooManyRequestsMessages(42)).toEqual({
      en: 'Too many requests. Please try again in 42 s.',
      cn: '请求过于频繁，请 42 秒后再试。',
    });
    expect(tooManyRequestsMessages(0).en).toMatch(/ 1 s\.$/);
  });
});
