import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

// proxy.ts with the policy builder: what a page request and a redirect get.
const page = (path: string) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'accept-language': 'en' } }));

describe('proxy.ts security headers', () => {
  it('gives a page a policy with a fresh nonce and hands the same nonce to the renderer', async () => {
    const [first, second] = [await page('/en/about-us'), await page('/en/about-us')];
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    // NextResponse.next({ request: { headers } }) passes request headers on as x-middleware-request-*.
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('sends HSTS with pages and redirects only in production behind https', async () => {
    expect((await page('/en/about-us')).headers.get('strict-transport-security')).toBeNull();
    const env = process.env as Record<string, string | undefined>;
    const saved = { NODE_ENV: env.NODE_ENV, SITE_URL: env.SITE_URL };
    Object.assign(env, { NODE_ENV: 'production', SITE_URL: 'https://chainkit.example' });
    try {
      expect((await page('/en/about-us')).headers.get('strict-transport-security')).toMatch(/^max-age=/);
      const redirect = await page('/');
      expect(redirect.status).toBe(307);
      expect(redirect.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    } finally {
      Object.assign(env, saved);
      if (saved.SITE_URL === undefined) delete env.SITE_URL;
    }
  });
});
