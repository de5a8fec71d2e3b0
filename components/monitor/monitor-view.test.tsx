/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { Locale } from '@/lib/i18n/config';
import type { MonitorList } from './monitor-api';
import { MonitorView } from './monitor-view';
import { fakeMonitorHttp, monitorEntry, monitorEvent, monitorList, USDT, WALLET_EIP55 } from './testing/fixtures';

function renderView(
  list: MonitorList | Error,
  { locale = 'en' as Locale, events = {} as Record<string, unknown> } = {},
) {
  const setup = fakeMonitorHttp({ 'GET /api/v1/monitor/balance': list, ...events });
  renderWithProviders(<MonitorView locale={locale} />, { locale, http: setup.http });
  return setup;
}

const treasury = monitorEntry(1, {
  label: 'Treasury',
  recentEvents: [
    monitorEvent(2, { oldBalance: '1.5', newBalance: '0.25', change: '-1.25', blockNumber: 4242 }),
    monitorEvent(1, { oldBalance: '1', newBalance: '1.5', change: '0.5' }),
  ],
  balance: '0.25',
});
const pausedToken = monitorEntry(2, {
  token: USDT,
  symbol: 'USDT',
  balance: '1000000.000000000000000001',
  isPaused: true,
  checkedAt: null,
  balanceBlock: null,
});

describe('MonitorView', () => {
  it('lists entries with balance, recent changes and the paused flag', async () => {
    renderView(monitorList([treasury, pausedToken], 20));
    const first = await screen.findByRole('article', { name: 'Treasury' });
    expect(within(first).getByText(WALLET_EIP55)).toHaveAttribute(
      'href',
      `https://bscscan.com/address/${WALLET_EIP55}`,
    );
    expect(within(first).getByText('0.25 BNB')).toBeInTheDocument();
    expect(within(first).getByText('BNB (native coin)')).toBeInTheDocument();
    const rows = within(first).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1.5 → 0.25 BNB');
    expect(rows[1]).toHaveTextContent('-1.25 BNB');
    expect(within(rows[1]).getByRole('link', { name: '4242' })).toHaveAttribute(
      'href',
      'https://bscscan.com/block/4242',
    );
    expect(rows[2]).toHaveTextContent('+0.5 BNB');
    expect(within(first).queryByText('Paused')).not.toBeInTheDocument();

    const second = screen.getByRole('article', { name: '0xf39F…2266' });
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    // The exact decimal, not a float rounding of it.
    expect(within(second).getByText('1000000.000000000000000001 USDT')).toBeInTheDocument();
    expect(within(second).getByText(/ERC-20 0x55d398326f99059fF775485246999027B3197955/)).toBeInTheDocument();
    expect(within(second).getByText('Not yet')).toBeInTheDocument();
    expect(within(second).getByText('No change since it was added.')).toBeInTheDocument();
    expect(screen.getByText('2 of 20 entries used')).toBeInTheDocument();
    expect(screen.getByText(/1 entry is paused/)).toBeInTheDocument();
    expect(screen.queryByText('Your allowance is full.')).not.toBeInTheDocument();
  });

  it('pages through all changes of an entry on demand', async () => {
    const page = (n: number) => ({
      list: [
        monitorEvent(100 - n, { change: n === 1 ? '-3' : '7', oldBalance: '9', newBalance: n === 1 ? '6' : '16' }),
      ],
      total: 21,
      page: n,
      pageSize: 20,
    });
    const { fake, queries } = renderView(monitorList([treasury]), {
      events: { 'GET /api/v1/monitor/balance/events': page(1) },
    });
    const card = await screen.findByRole('article', { name: 'Treasury' });
    expect(queries.some((call) => call.path.endsWith('/events'))).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'All changes' }));
    const panel = await within(card).findByRole('region', { name: 'All changes of Treasury' });
    expect(await within(panel).findByText('Page 1 of 2 · 21 changes')).toBeInTheDocument();
    expect(within(panel).getByText('9 → 6 BNB')).toBeInTheDocument();
    expect(queries).toContainEqual({ path: '/api/v1/monitor/balance/events', query: { id: 1, page: 1, pageSize: 20 } });

    fake.answer('GET /api/v1/monitor/balance/events', page(2));
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('Page 2 of 2 · 21 changes')).toBeInTheDocument();
    expect(within(panel).getByText('+7 BNB')).toBeInTheDocument();
    expect(queries).toContainEqual({ path: '/api/v1/monitor/balance/events', query: { id: 1, page: 2, pageSize: 20 } });
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.click(within(card).getByRole('button', { name: 'Hide all changes' }));
    expect(within(card).queryByRole('region', { name: 'All changes of Treasury' })).not.toBeInTheDocument();
  });

  it('offers the VIP page to expand once the allowance is full', async () => {
    renderView(monitorList([treasury, pausedToken], 2));
    expect(await screen.findByText('Your allowance is full.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expand it on the VIP page' })).toHaveAttribute(
      'href',
      '/en/vip/balanceMonitor-30?lastPage=%2Fen%2Fbalance%2Fmonitor',
    );
  });

  it('explains how to add addresses when nothing is watched', async () => {
    renderView(monitorList([]));
    expect(await screen.findByText('No address watched yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add addresses' })).toHaveAttribute('href', '/en/balance/monitor/manage');
  });

  it('shows the server refusal in the user language', async () => {
    renderView(serverError(5020, 'This feature requires VIP: balanceMonitor'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feature requires VIP');
    expect(screen.getByRole('link', { name: 'Get Balance monitor on the VIP page' })).toHaveAttribute(
      'href',
      '/en/vip/balanceMonitor-30?lastPage=%2Fen%2Fbalance%2Fmonitor',
    );
  });

  it('renders in Chinese', async () => {
    renderView(monitorList([treasury, pausedToken], 2), { locale: 'cn' });
    expect(await screen.findByRole('heading', { level: 1, name: '余额监控' })).toBeInTheDocument();
    expect(await screen.findByText('已使用 2 / 2 条')).toBeInTheDocument();
    expect(screen.getByText('已暂停')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往 VIP 页面扩充额度' })).toHaveAttribute(
      'href',
      '/cn/vip/balanceMonitor-30?lastPage=%2Fcn%2Fbalance%2Fmonitor',
    );
    expect(screen.getByRole('link', { name: '管理' })).toHaveAttribute('href', '/cn/balance/monitor/manage');
  });
});
