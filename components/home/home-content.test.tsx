/** @jest-environment jsdom */

import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { EVM_CHAINS } from '@/chains/evm/chains';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { HomeContent } from './home-content';

const MESSAGES = { en, cn } as const;

// The content runs outside a React server here: translations come straight from the message files.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'cn'; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }),
}));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

async function renderHome(locale: 'en' | 'cn') {
  render(await HomeContent({ locale }));
}

describe('HomeContent', () => {
  it('names only the chains that have a live tool, in the hero and in the chain filter', async () => {
    await renderHome('en');
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(
      within(hero).getByText(/on EVM chains, Solana, Sui, TON, TRON, Aptos, Bitcoin, and Dogecoin\.$/),
    ).toBeInTheDocument();
    const pills = within(hero).getByRole('list', { name: 'Works today on' });
    expect(
      within(pills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      ...EVM_CHAINS.map((chain) => chain.name),
      'Solana',
      'Sui',
      'TON',
      'Tron',
      'Aptos',
      'Bitcoin',
      'Dogecoin',
    ]);
    const chainFilter = screen.getByLabelText('Chain') as HTMLSelectElement;
    expect([...chainFilter.options].map((option) => option.text)).toEqual([
      'All chains',
      'EVM',
      'Solana',
      'Sui',
      'TON',
      'TRON',
      'Aptos',
      'Bitcoin',
      'Dogecoin',
      'Multi-chain',
    ]);
  });

  it('counts and links each live tool once, without the sign-in pages', async () => {
    await renderHome('en');
    expect(screen.getByText(/^45 tools available\./)).toBeInTheDocument();
    const directory = screen.getByRole('region', { name: 'Tools you can use now' });
    const hrefs = within(directory)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(45);
    expect(new Set(hrefs).size).toBe(45);
    expect(hrefs).toContain('/en/batch/check-balance');
    expect(hrefs).not.toContain('/en/check-balance/evm');
    expect(hrefs.filter((href) => href?.includes('monitor'))).toEqual([]);
    const members = screen.getByRole('region', { name: 'With an account and VIP' });
    expect(within(members).getByRole('link', { name: 'Wallet Balance Monitor' })).toHaveAttribute(
      'href',
      '/en/balance/monitor',
    );
  });

  it('folds the roadmap into one labelled, closed section of plain text', async () => {
    const { container } = render(await HomeContent({ locale: 'en' }));
    const roadmaps = container.querySelectorAll('details.roadmap');
    expect(roadmaps).toHaveLength(1);
    const roadmap = roadmaps[0] as HTMLDetailsElement;
    expect(roadmap.open).toBe(false);
    expect(roadmap.querySelector('summary')?.textContent).toMatch(/^Roadmap: \d+ tools in development$/);
    expect(within(roadmap).queryAllByRole('link')).toEqual([]);
    expect(roadmap.querySelectorAll('[role="button"], [tabindex], button')).toHaveLength(0);
    expect(roadmap.textContent).toContain('Four.meme Token Launcher');
    expect(screen.queryByText('In development')).toBeNull();
    // The roadmap's tools are nowhere else on the page.
    expect(screen.getAllByText(/Four.meme Token Launcher/)).toHaveLength(1);
  });

  it('reads naturally in Chinese', async () => {
    await renderHome('cn');
    expect(screen.getByText(/支持 EVM 链、Solana、Sui、TON、波场 TRON、Aptos、比特币和狗狗币。$/)).toBeInTheDocument();
    expect(screen.getByText(/^45 个可用工具。/)).toBeInTheDocument();
    expect(document.querySelector('details.roadmap summary')?.textContent).toMatch(/^开发计划：\d+ 个工具开发中$/);
    expect(screen.getByRole('link', { name: /^EVM 批量转账 EVM 链/ })).toHaveAttribute('href', '/cn/batch/send-token');
  });
});
