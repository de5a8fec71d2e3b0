/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { UserInfo } from '@/lib/client/user';
import type { Query } from '@/lib/http';
import type { PayRecord } from './pay-record-types';
import { PayRecordView } from './pay-record-view';

const USER: UserInfo = {
  email: 'a@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'ABC123',
  hasPassword: true,
  vipFeatures: [],
};
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

function record(id: number, overrides: Partial<PayRecord> = {}): PayRecord {
  return {
    id,
    feature: 'balanceMonitor',
    kind: 'buy',
    vipDays: 7,
    credit: 0,
    chainId: 56,
    tokenAddress: TOKEN,
    walletAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    receiverAddress: '0x1111111111111111111111111111111111111111',
    amount: '27.9',
    txHash: `0x${String(id).padStart(64, '0')}`,
    status: 'confirmed',
    rejectReason: null,
    confirmations: 1,
    createdAt: '2026-01-02T03:04:05.000Z',
    checkedAt: null,
    confirmedAt: null,
    expiresAt: '2026-01-02T05:04:05.000Z',
    ...overrides,
  };
}

function renderView(list: PayRecord[], total: number, error?: Error) {
  const fake = createFakeHttpClient({
    'GET /api/v1/account/info': USER,
    'GET /api/v1/vip/payment': error ?? { list, total, page: 1, pageSize: 10 },
    'GET /api/v1/vip/pay/address': { chains: [{ chainId: 56, tokens: [{ address: TOKEN, symbol: 'USDT' }] }] },
  });
  const queries: (Query | undefined)[] = [];
  const get = <T,>(path: string, query?: Query) => {
    queries.push(query);
    return fake.get<T>(path);
  };
  const http = { ...fake, get };
  renderWithProviders(<PayRecordView locale="en" vipHref="/en/vip" initialUser={USER} />, { locale: 'en', http });
  return { fake, queries };
}

describe('PayRecordView', () => {
  it('lists payments with status, reason, amount with token and the explorer link, and pages through', async () => {
    const rows = [
      record(12, { status: 'rejected', rejectReason: 'underpaid' }),
      record(11, { kind: 'expand', credit: 3, status: 'pending' }),
      ...Array.from({ length: 8 }, (_, index) => record(10 - index)),
    ];
    const { fake, queries } = renderView(rows, 12);
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('Rejected');
    expect(first).toHaveTextContent('(amount too low)');
    expect(first).toHaveTextContent('Balance monitor');
    expect(first).toHaveTextContent('7 days');
    expect(first).toHaveTextContent('BNB Smart Chain');
    expect(await within(first).findByText('27.9 USDT')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', `https://bscscan.com/tx/${rows[0].txHash}`);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('+3 credit');
    expect(screen.getByText('Page 1 of 2 · 12 payments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fake.answer('GET /api/v1/vip/payment', { list: [record(2), record(1)], total: 12, page: 2, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 12 payments')).toBeInTheDocument();
    expect(queries).toContainEqual({ page: 2, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when there are no payments', async () => {
    renderView([], 0);
    expect(await screen.findByText('You have not paid for any VIP feature yet.')).toBeInTheDocument();
  });

  it('shows the server error in the user language', async () => {
    renderView([], 0, serverError(5006));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in first');
  });
});
