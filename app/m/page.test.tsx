import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MobileHome } from '@/components/mobile/mobile-home';
import type { Locale } from '@/lib/i18n/config';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import MobileHomePage from './page';

/** The request /m/ is answered for: its cookies and Accept-Language. */
const mockRequest = { cookies: new Map<string, string>(), acceptLanguage: null as string | null };
const mockUser = { current: null as null | { email: string } };
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockRequest.cookies.has(name) ? { name, value: mockRequest.cookies.get(name) } : undefined),
  }),
  headers: async () => new Headers(mockRequest.acceptLanguage ? { 'accept-language': mockRequest.acceptLanguage } : {}),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'cn' ? cn : en, namespace: namespace as 'mobile' }),
}));
jest.mock('@/lib/server/auth/current-user', () => ({ getCurrentUser: async () => mockUser.current }));

async function visit({ cookie, acceptLanguage = null }: { cookie?: string; acceptLanguage?: string | null }) {
  mockRequest.cookies = new Map(cookie ? [['i18n_redirected', cookie]] : []);
  mockRequest.acceptLanguage = acceptLanguage;
  return (await MobileHomePage()) as ReactElement<{ locale: Locale }>;
}

describe('/m/ speaks the language the visitor came with', () => {
  it('from the i18n_redirected cookie the redirect from /cn set', async () => {
    const page = await visit({ cookie: 'cn', acceptLanguage: 'en-US' });
    expect(page.type).toBe(MobileHome);
    expect(page.props.locale).toBe('cn');
    const html = renderToStaticMarkup(
      (await MobileHome(page.props as Parameters<typeof MobileHome>[0])) as ReactElement,
    );
    expect(html).toContain('<h1>Chainkit 移动版</h1>');
    expect(html).toContain('登录或注册');
  });

  it('from Accept-Language when no preference is saved', async () => {
    expect((await visit({ acceptLanguage: 'zh-CN,zh;q=0.9' })).props.locale).toBe('cn');
    expect((await visit({ acceptLanguage: 'en-GB' })).props.locale).toBe('en');
  });

  it('hands the signed-in user (read on the server) to the page', async () => {
    mockUser.current = { email: 'ada@example.com' };
    try {
      expect((await visit({ cookie: 'en' })).props).toMatchObject({ user: { email: 'ada@example.com' } });
    } finally {
      mockUser.current = null;
    }
  });
});
