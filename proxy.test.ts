import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

function visit(path: string, { userAgent = IPHONE, cookie = '', acceptLanguage = 'en-US' } = {}) {
  const headers: Record<string, string> = { 'user-agent': userAgent, 'accept-language': acceptLanguage };
  if (cookie) headers.cookie = cookie;
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

/** The i18n_redirected value a response sets, or null. */
function savedLocale(response: Response): string | null {
  const header = response.headers.get('set-cookie') ?? '';
  return /(?:^|,\s*)i18n_redirected=([^;]*)/.exec(header)?.[1] ?? null;
}

describe('proxy.ts: the mobile redirect keeps the language (issue 13)', () => {
  it.each([
    ['/cn', 'cn', '/m/'],
    ['/cn/', 'cn', '/m/'],
    ['/en', 'en', '/m/'],
    ['/cn/batch/check-balance', 'cn', '/m/batch/check-balance'],
    ['/cn/solana/close-account', 'cn', '/m/solana/close-account'],
  ])('a phone on %s goes to /m/ with i18n_redirected=%s', async (path, locale, location) => {
    const response = await visit(path);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe(location);
    expect(savedLocale(response)).toBe(locale);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=86400000/i);
  });

  it('a /cn visitor whose cookie said en now reads Chinese; the same preference is not written again', async () => {
    expect(savedLocale(await visit('/cn', { cookie: 'i18n_redirected=en' }))).toBe('cn');
    expect(savedLocale(await visit('/cn', { cookie: 'i18n_redirected=cn' }))).toBeNull();
  });

  it('a phone on / keeps its saved preference or Accept-Language (no cookie written)', async () => {
    const response = await visit('/', { acceptLanguage: 'zh-CN,zh;q=0.9' });
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/m/');
    expect(savedLocale(response)).toBeNull();
  });

  it('a prefetch does not write the language', async () => {
    const request = new NextRequest(new URL('/cn', 'http://localhost:3000'), {
      headers: { 'user-agent': IPHONE, 'sec-fetch-dest': 'empty' },
    });
    expect(savedLocale(await proxy(request))).toBeNull();
  });

  it('other redirects write no cookie; a desktop page load records its language as before', async () => {
    expect(savedLocale(await visit('/cn/solana/transfer', { userAgent: DESKTOP }))).toBeNull();
    expect(savedLocale(await visit('/cn', { userAgent: DESKTOP }))).toBe('cn');
  });
});
