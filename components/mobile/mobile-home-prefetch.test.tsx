import Link from 'next/link';
import { createTranslator } from 'next-intl';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
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

/** Every next/link element of a server component's tree, as written (nothing rendered). */
function linksOf(node: ReactNode): ReactElement<{ href: string; prefetch?: boolean | null }>[] {
  if (Array.isArray(node)) return node.flatMap(linksOf);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = node.type === Link ? [node as ReactElement<{ href: string; prefetch?: boolean | null }>] : [];
  return [...own, ...linksOf(node.props.children)];
}

describe('the phone home and page weight (issue 13 point 10)', () => {
  it.each([
    ['signed out', null],
    ['signed in', USER],
  ])('prefetches no link (%s): each would fetch that page’s JavaScript on every visit', async (_, user) => {
    const links = linksOf(await MobileHome({ locale: 'en', user }));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => link.props.prefetch !== false).map((link) => link.props.href)).toEqual([]);
  });
});
