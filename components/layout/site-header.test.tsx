/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { MAIN_CONTENT_ID, SiteHeader } from './site-header';

jest.mock('next/navigation', () => ({
  usePathname: () => '/cn/solana/check-balance',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'cn'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'cn' ? cn : en, namespace: namespace as 'common' }),
}));
jest.mock('@/components/account/account-entry-slot', () => ({
  AccountEntrySlot: () => <a href="/cn/login">登录</a>,
}));

async function renderHeader(locale: 'en' | 'cn') {
  render(
    <>
      {(await SiteHeader({ locale })) as ReactElement}
      <main id={MAIN_CONTENT_ID}>content</main>
    </>,
  );
}

describe('SiteHeader', () => {
  it('starts with a skip link to the main element', async () => {
    await renderHeader('cn');
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('跳到正文');
    expect(links[0]).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    expect(document.getElementById(MAIN_CONTENT_ID)?.tagName).toBe('MAIN');
  });

  it('has the menu behind a menu button, with the language switch and the account entry inside it', async () => {
    await renderHeader('cn');
    const button = screen.getByRole('button', { name: '菜单' });
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region).toContainElement(screen.getByRole('navigation', { name: '工具' }));
    expect(region).toContainElement(screen.getByRole('link', { name: '登录' }));
    expect(region).toContainElement(screen.getByRole('link', { name: 'English' }));
  });

  it('marks the current page, not Home', async () => {
    await renderHeader('cn');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(document.querySelector('[aria-current="page"]')).toHaveAttribute('href', '/cn/solana/check-balance');
  });
});
