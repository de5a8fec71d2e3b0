/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { Locale } from '@/lib/i18n/config';
import type { AddEntryBody, MonitorList } from './monitor-api';
import { MonitorManageView } from './monitor-manage-view';
import { fakeMonitorHttp, monitorEntry, monitorList, USDT, WALLET, WALLET_EIP55 } from './testing/fixtures';

const CHAINS = [
  { chainId: 1, symbol: 'ETH', name: 'Ethereum', decimals: 18 },
  { chainId: 56, symbol: 'BNB', name: 'BNB Smart Chain', decimals: 18 },
  { chainId: 501, symbol: 'SOL', name: 'Solana', decimals: 9 },
];
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const C = '0x3333333333333333333333333333333333333333';

function renderManage(list: MonitorList, answers: Record<string, unknown> = {}, locale: Locale = 'en') {
  const setup = fakeMonitorHttp({ 'GET /api/v1/monitor/balance': list, 'GET /api/v1/chains': CHAINS, ...answers });
  renderWithProviders(<MonitorManageView locale={locale} />, { locale, http: setup.http });
  return setup;
}

const posts = (fake: ReturnType<typeof renderManage>['fake'], path: string) =>
  fake.calls.filter((call) => call.request === `POST ${path}`).map((call) => call.body);

async function chooseBulk() {
  await screen.findByRole('option', { name: 'Ethereum (chain ID 1)' });
  fireEvent.click(screen.getByLabelText('Many addresses'));
}

describe('MonitorManageView', () => {
  it('offers only EVM chains and adds one address with its label and token', async () => {
    const { fake } = renderManage(monitorList([]), {
      'POST /api/v1/monitor/balance': (body: unknown) =>
        monitorEntry(9, { ...(body as AddEntryBody), token: USDT, symbol: 'USDT', balance: '12.5' }),
    });
    const chain = await screen.findByLabelText('Chain');
    await screen.findByRole('option', { name: 'BNB Smart Chain (chain ID 56)' });
    expect(
      within(chain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ethereum (chain ID 1)', 'BNB Smart Chain (chain ID 56)']);
    fireEvent.change(chain, { target: { value: '56' } });
    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: WALLET } });
    fireEvent.change(screen.getByLabelText('Label (optional)'), { target: { value: ' Cold ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText("Enter the token's contract address (0x and 40 hex digits).")).toBeInTheDocument();
    expect(posts(fake, '/api/v1/monitor/balance')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: USDT } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(/Now watching USDT on 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/),
    ).toHaveTextContent('balance 12.5');
    expect(posts(fake, '/api/v1/monitor/balance')).toEqual([
      { chainId: 56, address: WALLET_EIP55, token: '0x55d398326f99059fF775485246999027B3197955', label: 'Cold' },
    ]);
  });

  it('names the bad lines of a bulk paste by number and sends nothing', async () => {
    const { fake } = renderManage(monitorList([]), { 'POST /api/v1/monitor/balance': monitorEntry(1) });
    await chooseBulk();
    fireEvent.change(screen.getByLabelText('Addresses, one per line'), {
      target: { value: `${A},Alpha\n\n0x123\n${A.toUpperCase().replace('0X', '0x')}\n${B}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add all' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 lines need fixing, so nothing was added');
    expect(within(alert).getByText(/Line 3: not a valid EVM address/)).toHaveTextContent('0x123');
    expect(within(alert).getByText(/Line 4: same address as line 1/)).toBeInTheDocument();
    expect(posts(fake, '/api/v1/monitor/balance')).toEqual([]);
  });

  it('adds pasted lines one by one and stops when the allowance is full', async () => {
    let added = 0;
    const { fake } = renderManage(monitorList([], 20), {
      'POST /api/v1/monitor/balance': (body: unknown) => {
        const { address } = body as AddEntryBody;
        if (address.toLowerCase() === B) {
          return serverError(5021, 'You already watch this token on this address: already-watched');
        }
        added += 1;
        if (added > 1) return serverError(5017, 'The number of subscriptions exceeds the limit: 20');
        return monitorEntry(added, { address: address.toLowerCase() });
      },
    });
    await chooseBulk();
    fireEvent.change(screen.getByLabelText('Addresses, one per line'), {
      target: { value: `${A},Alpha\n${B}\n${C}, Gamma\n${WALLET}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add all' }));
    expect(await screen.findByText('1 added, 2 failed, 1 not tried.')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    const lines = within(results).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Line 1');
    expect(lines[0]).toHaveTextContent('(Alpha): added');
    expect(lines[1]).toHaveTextContent('failed — You already watch this token on this address');
    expect(lines[1]).not.toHaveTextContent('already-watched');
    expect(lines[2]).toHaveTextContent('Line 3');
    expect(lines[2]).toHaveTextContent(
      'failed — The number of subscriptions exceeds the limit (allowance: 20 entries)',
    );
    expect(lines[3]).toHaveTextContent('Line 4');
    expect(lines[3]).toHaveTextContent('not tried');
    expect(within(results).getByRole('link', { name: 'Expand the allowance' })).toHaveAttribute(
      'href',
      '/en/vip/balanceMonitor-30?lastPage=%2Fen%2Fbalance%2Fmonitor%2Fmanage',
    );
    const sent = posts(fake, '/api/v1/monitor/balance') as AddEntryBody[];
    expect(sent.map((body) => body.address.toLowerCase())).toEqual([A, B, C]);
    expect(sent[0]).toEqual({ chainId: 1, address: A, token: 'native', label: 'Alpha' });
    expect(sent[2].label).toBe('Gamma');
  });

  it('shows which field the server refused', async () => {
    renderManage(monitorList([]), {
      'POST /api/v1/monitor/balance': serverError(5016, 'Bad request parameters: token'),
    });
    await screen.findByRole('option', { name: 'Ethereum (chain ID 1)' });
    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: USDT } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: WALLET } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bad request parameters: the token is not an ERC-20 contract on this chain',
    );
  });

  it('removes an entry only after confirmation', async () => {
    const entries = [monitorEntry(1, { label: 'Treasury' }), monitorEntry(2, { label: 'Hot' })];
    const { fake } = renderManage(monitorList(entries), { 'POST /api/v1/monitor/balance/del': { id: 1 } });
    const row = await screen.findByRole('listitem', { name: 'Treasury' });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(within(row).getByText(/Stop watching BNB on Treasury \(BNB Smart Chain\)\?/)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(posts(fake, '/api/v1/monitor/balance/del')).toEqual([]);

    fake.answer('GET /api/v1/monitor/balance', monitorList([entries[1]]));
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Treasury' })).not.toBeInTheDocument());
    expect(posts(fake, '/api/v1/monitor/balance/del')).toEqual([{ id: 1 }]);
    expect(screen.getByRole('listitem', { name: 'Hot' })).toBeInTheDocument();
  });

  it('shows a refused removal', async () => {
    renderManage(monitorList([monitorEntry(1, { label: 'Treasury' })]), {
      'POST /api/v1/monitor/balance/del': serverError(5021, 'No watched address of yours has this id: entry-not-found'),
    });
    const row = await screen.findByRole('listitem', { name: 'Treasury' });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('No watched address of yours has this id');
  });

  it('renames and clears a label', async () => {
    const { fake } = renderManage(monitorList([monitorEntry(1, { label: 'Treasury' })]), {
      'POST /api/v1/monitor/balance/label': (body: unknown) => body,
    });
    const row = await screen.findByRole('listitem', { name: 'Treasury' });
    fireEvent.click(within(row).getByRole('button', { name: 'Rename' }));
    const input = within(row).getByLabelText('Label for Treasury');
    expect(input).toHaveValue('Treasury');
    fake.answer('GET /api/v1/monitor/balance', monitorList([monitorEntry(1, { label: 'Vault' })]));
    fireEvent.change(input, { target: { value: '  Vault ' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save label' }));
    expect(await screen.findByRole('listitem', { name: 'Vault' })).toBeInTheDocument();
    expect(posts(fake, '/api/v1/monitor/balance/label')).toEqual([{ id: 1, label: 'Vault' }]);

    const renamed = screen.getByRole('listitem', { name: 'Vault' });
    fake.answer('GET /api/v1/monitor/balance', monitorList([monitorEntry(1)]));
    fireEvent.click(within(renamed).getByRole('button', { name: 'Rename' }));
    fireEvent.change(within(renamed).getByLabelText('Label for Vault'), { target: { value: '' } });
    fireEvent.click(within(renamed).getByRole('button', { name: 'Save label' }));
    expect(await screen.findByRole('listitem', { name: '0xf39F…2266' })).toBeInTheDocument();
    expect(posts(fake, '/api/v1/monitor/balance/label')).toEqual([
      { id: 1, label: 'Vault' },
      { id: 1, label: '' },
    ]);
  });

  it('renders in Chinese', async () => {
    renderManage(monitorList([monitorEntry(1, { label: '金库' })]), {}, 'cn');
    expect(await screen.findByRole('heading', { level: 1, name: '管理余额监控' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Ethereum（链 ID 1）' })).toBeInTheDocument();
    expect(screen.getByText('还可以添加 19 条监控。')).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: '金库' });
    expect(within(row).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});
