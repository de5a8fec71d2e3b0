/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { liveTools, memberTools, toolLink } from '@/lib/catalog';
import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { mobilePathFor } from '@/lib/routing/mobile';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { MobileHome } from './mobile-home';

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'cn' ? cn : en, namespace: namespace as 'mobile' }),
}));

const USER: UserInfo = {
  email: 'ada@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'A1',
  hasPassword: true,
  vipFeatures: [],
};

async function renderHome(locale: Locale, user: UserInfo | null = null) {
  render((await MobileHome({ locale, user })) as ReactElement);
}

const toolsNav = (locale: Locale) =>
  screen.getByRole('navigation', { name: locale === 'cn' ? cn.mobile.toolsTitle : en.mobile.toolsTitle });

describe('the phone home /m/ (issue 13 point 1)', () => {
  it.each(['en', 'cn'] as const)('lists every live tool once, under its name, in %s', async (locale) => {
    await renderHome(locale);
    const links = within(toolsNav(locale)).getAllByRole('link');
    const tools = liveTools();
    expect(tools.length).toBeGreaterThan(10);
    for (const tool of tools) {
      const { title, href } = toolLink(tool, locale);
      const shown = links.filter((link) => link.textContent === title);
      expect({ title, count: shown.length }).toEqual({ title, count: 1 });
      // The /m/ page where one exists, else the full page.
      expect(shown[0]).toHaveAttribute('href', mobilePathFor(`/${tool.path}`) ?? href);
    }
    for (const link of links) expect(link.textContent).not.toMatch(/\|\s*Chainkit/);
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(links.length);
  });

  it('sends the balance checkers and the rent reclaimer to their phone pages', async () => {
    await renderHome('en');
    const nav = toolsNav('en');
    expect(within(nav).getByRole('link', { name: 'EVM Batch Balance Checker' })).toHaveAttribute(
      'href',
      '/m/batch/check-balance',
    );
    expect(within(nav).getByRole('link', { name: 'Solana Batch Sender' })).toHaveAttribute(
      'href',
      '/en/solana/batch/send',
    );
  });

  it('lists the tools that need an account apart', async () => {
    await renderHome('en');
    for (const tool of memberTools()) {
      expect(within(toolsNav('en')).getByRole('link', { name: toolLink(tool, 'en').title })).toHaveAttribute(
        'href',
        toolLink(tool, 'en').href,
      );
    }
  });

  it('speaks Chinese to a cn visitor: sign-in coming back to /m/, VIP, the switch to English', async () => {
    await renderHome('cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chainkit 移动版');
    expect(screen.getByRole('link', { name: '登录或注册' })).toHaveAttribute('href', '/cn/login?lastPage=%2Fm%2F');
    expect(screen.getByRole('link', { name: 'VIP 套餐与价格' })).toHaveAttribute('href', '/cn/vip');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('title', '切换语言');
    expect(within(toolsNav('cn')).getByRole('link', { name: 'Solana 批量转账' })).toHaveAttribute(
      'href',
      '/cn/solana/batch/send',
    );
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/cn/protocol/privacy-policy');
  });

  it('shows a signed-in visitor their account instead of sign-in', async () => {
    await renderHome('en', USER);
    expect(screen.getByRole('link', { name: 'My account: ada@example.com' })).toHaveAttribute(
      'href',
      '/en/account/usercenter',
    );
    expect(screen.queryByRole('link', { name: 'Sign in or sign up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'VIP plans and prices' })).toHaveAttribute('href', '/en/vip');
    expect(screen.getByRole('button', { name: '中文' })).toBeInTheDocument();
  });

  it('says a page the visitor followed does not exist, in the language of its path (/m/?missing=)', async () => {
    window.history.replaceState(null, '', '/m/?missing=%2Fcn%2Fcontact');
    await renderHome('en');
    const notice = await screen.findByRole('status');
    expect(within(notice).getByRole('heading', { name: cn.home.missing.title })).toBeInTheDocument();
    expect(within(notice).getByText('/cn/contact')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/m/');
  });
});
