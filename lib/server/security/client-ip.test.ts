import { clientIp, rateLimitSubject, UNKNOWN_CLIENT } from './client-ip';

const request = (headers: Record<string, string> = {}, ip?: string) =>
  Object.assign(new Request('http://localhost/api/x', { headers }), ip ? { ip } : {});

function withTrustProxy(value: string | undefined, run: () => void): void {
  const saved = process.env.TRUST_PROXY;
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  try {
    run();
  } finally {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  }
}

describe('clientIp', () => {
  it('believes the last X-Forwarded-For entry by default (one proxy, or next start itself)', () => {
    withTrustProxy(undefined, () => {
      expect(clientIp(request({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }))).toBe('203.0.113.7');
      expect(clientIp(request({ 'x-real-ip': '203.0.113.7' }))).toBe(UNKNOWN_CLIENT);
    });
  });

  it('does not believe X-Forwarded-For with TRUST_PROXY=0: one shared key, or the socket address if given', () => {
    withTrustProxy('0', () => {
      expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7' }))).toBe(UNKNOWN_CLIENT);
      expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7' }, '198.51.100.1'))).toBe('198.51.100.1');
    });
  });

  it('takes the address our own proxies appended, not what the client wrote before it', () => {
    const headers = { 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 10.0.0.2' };
    withTrustProxy('1', () => expect(clientIp(request(headers))).toBe('10.0.0.2'));
    withTrustProxy('true', () => expect(clientIp(request(headers))).toBe('10.0.0.2'));
    withTrustProxy('2', () => expect(clientIp(request(headers))).toBe('203.0.113.7'));
    withTrustProxy('4', () => expect(clientIp(request(headers))).toBe(UNKNOWN_CLIENT));
  });

  it('normalises ports, brackets and mapped IPv4, and refuses what is not an address', () => {
    withTrustProxy('1', () => {
      expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7:5123' }))).toBe('203.0.113.7');
      expect(clientIp(request({ 'x-forwarded-for': '[2001:DB8::1]:443' }))).toBe('2001:db8::1');
      expect(clientIp(request({ 'x-forwarded-for': '::ffff:203.0.113.7' }))).toBe('203.0.113.7');
      expect(clientIp(request({ 'x-forwarded-for': 'evil; key' }))).toBe(UNKNOWN_CLIENT);
      expect(clientIp(request({ 'x-forwarded-for': '' }))).toBe(UNKNOWN_CLIENT);
      expect(clientIp(request())).toBe(UNKNOWN_CLIENT);
    });
  });
});

describe('clientIp in production with TRUST_PROXY=0', () => {
  it('warns once that every client shares the limits', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = process.env as Record<string, string | undefined>;
    const saved = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      withTrustProxy('0', () => {
        for (let index = 0; index < 3; index++) clientIp(request({ 'x-forwarded-for': '203.0.113.7' }));
      });
    } finally {
      env.NODE_ENV = saved;
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/TRUST_PROXY=0/);
    warn.mockRestore();
  });
});

describe('rateLimitSubject', () => {
  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT);
  });
});
