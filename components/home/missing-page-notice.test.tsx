/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { MissingPageNotice } from './missing-page-notice';

const TEXTS = { en: en.home.missing, cn: cn.home.missing };

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

function renderNotice(locale: 'en' | 'cn' = 'en') {
  return render(<MissingPageNotice locale={locale} texts={TEXTS} />);
}

describe('MissingPageNotice', () => {
  it('says nothing on an ordinary visit', () => {
    visit('/en?invite_code=a');
    const { container } = renderNotice();
    expect(container).toBeEmptyDOMElement();
    expect(window.location.search).toBe('?invite_code=a');
  });

  it('names a tool that is not live yet and offers the nearest live tools (en)', async () => {
    visit('/en?missing=%2Fen%2Fbsc%2Ffourmeme%2Fpublish&invite_code=a');
    renderNotice();
    const notice = await screen.findByRole('status');
    expect(within(notice).getByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    expect(within(notice).getByText('/en/bsc/fourmeme/publish')).toBeInTheDocument();
    expect(await within(notice).findByText('Four.meme Token Launcher')).toBeInTheDocument();
    expect(notice.textContent).toContain('Four.meme Token Launcher is not available yet');
    expect(within(notice).getByText('Live tools close to it:')).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Solana SPL Token Creator', '/en/solana/token/publish'],
      ['Solana Token Metadata Updater', '/en/solana/token/update'],
      ['Solana Token Manager: Burn, Mint, Revoke', '/en/solana/account'],
      ['Sui Token Creator', '/en/sui/token/publish'],
    ]);
    // The parameter leaves the address bar, the rest of the query stays.
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en?invite_code=a');
  });

  it('speaks Chinese for a /cn path, with Chinese links and the way to the Chinese home', async () => {
    visit('/en?missing=%2Fcn%2Fsolana%2Fpump%2Fpublish');
    renderNotice('en');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveAttribute('lang', 'zh-CN');
    expect(within(notice).getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(await within(notice).findByText('Pump.fun 一键发币与捆绑买入')).toBeInTheDocument();
    expect(notice.textContent).toContain('尚未上线');
    const hrefs = within(notice)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/cn/solana/token/publish',
      '/cn/solana/token/update',
      '/cn/solana/account',
      '/cn/sui/token/publish',
      '/cn',
    ]);
    expect(within(notice).getByRole('link', { name: '前往 Chainkit 中文首页' })).toHaveAttribute('href', '/cn');
    expect(window.location.search).toBe('');
  });

  it('says the page does not exist for a path outside the catalogue, with no tool named', async () => {
    visit('/en?missing=%2Fen%2Fcontact');
    renderNotice();
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('/en/contact')).toBeInTheDocument();
    expect(within(notice).getByText('Every tool you can use now is listed below.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(within(notice).queryByText(/not available yet/)).toBeNull();
  });

  it('shows a hostile path as text only, cut to length', async () => {
    const hostile = `/en/<img src=x onerror="alert(1)">${'a'.repeat(500)}`;
    visit(`/en?missing=${encodeURIComponent(hostile)}`);
    renderNotice();
    const notice = await screen.findByRole('status');
    expect(notice.querySelector('img')).toBeNull();
    const shown = notice.querySelector('code')?.textContent ?? '';
    expect(shown.startsWith('/en/<img src=x onerror="alert(1)">')).toBe(true);
    expect(shown.length).toBe(200);
  });

  it('ignores a value that is not a site path', () => {
    visit('/en?missing=javascript%3Aalert(1)');
    const { container } = renderNotice();
    expect(container).toBeEmptyDOMElement();
  });

  it('closes', async () => {
    visit('/en?missing=%2Fen%2Fcontact');
    renderNotice();
    const notice = await screen.findByRole('status');
    fireEvent.click(within(notice).getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
