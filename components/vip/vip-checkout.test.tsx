/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { UserInfo } from '@/lib/client/user';
import type { PayChain, VipPayment } from './vip-api';
import { VipCheckout } from './vip-checkout';

const DAY = 86_400_000;
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON: PayChain = {
  chainId: 195,
  name: 'TRON',
  family: 'tron',
  receiver: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  tokens: [{ address: TRON_USDT, symbol: 'USDT', decimals: 6 }],
  confirmations: 19,
  prices: [{ days: 7, amount: '28.9' }],
};
const USER: UserInfo = {
  email: 'a@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'ABC123',
  hasPassword: true,
  vipFeatures: [],
};
const PAYER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const TX_ID = 'cd'.repeat(32);

afterEach(() => {
  delete (window as { tronLink?: unknown }).tronLink;
});

function renderCheckout(expiresInMs: number, credit: number) {
  const payment = { txHash: TX_ID, status: 'confirmed', kind: 'expand', credit: 2 } as VipPayment;
  const http = createFakeHttpClient({
    'GET /api/v1/account/info': USER,
    'POST /api/v1/vip/prepay': (body: unknown) => ({ ...payment, ...(body as object), status: 'pending' }),
    'POST /api/v1/vip/pay/confirm': payment,
  });
  const expiry = new Date(Date.now() + expiresInMs).toISOString();
  const featureInfo = { feature: 'balanceMonitor', vipExpireTime: expiry, isVip: true, credit, isActive: true };
  renderWithProviders(
    <VipCheckout locale="en" feature="balanceMonitor" days={7} chains={[TRON]} featureInfo={featureInfo} />,
    { locale: 'en', http },
  );
  return http;
}

describe('VipCheckout', () => {
  it('renews an active feature for every unit held, or expands it pro rata for the days left', () => {
    renderCheckout(10 * DAY - 60_000, 1);
    expect(screen.getByTestId('vip-amount').textContent).toContain('exactly 57.8 USDT'); // 2 units × 28.9
    fireEvent.click(screen.getByLabelText(/Expand/));
    expect(screen.getByTestId('vip-amount').textContent).toContain('exactly 33.333334 USDT'); // 100 × 10 / 30, up
    fireEvent.change(screen.getByLabelText('Extra units to add'), { target: { value: '3' } });
    expect(screen.getByTestId('vip-amount').textContent).toContain('exactly 100 USDT');
    fireEvent.change(screen.getByLabelText('Extra units to add'), { target: { value: '-4' } });
    expect(screen.getByLabelText('Extra units to add')).toHaveProperty('value', '1');
  });

  it('pays an expand with TronLink and records it with the credit and the exact amount', async () => {
    const http = renderCheckout(10 * DAY - 60_000, 0);
    fireEvent.click(screen.getByLabelText(/Expand/));
    fireEvent.change(screen.getByLabelText('Extra units to add'), { target: { value: '2' } });
    const sent: unknown[] = [];
    (window as { tronLink?: unknown }).tronLink = {
      request: async () => ({ code: 200 }),
      tronWeb: {
        defaultAddress: { base58: PAYER },
        transactionBuilder: {
          triggerSmartContract: async (...args: unknown[]) => {
            sent.push(args[3]);
            return { result: { result: true }, transaction: {} };
          },
        },
        trx: { sign: async () => ({}), sendRawTransaction: async () => ({ result: true, txid: TX_ID }) },
      },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Pay 66.666667 USDT with TronLink' }));
    await waitFor(() => expect(http.calls.some((call) => call.request === 'POST /api/v1/vip/pay/confirm')).toBe(true));
    expect(sent).toEqual([
      [
        { type: 'address', value: TRON.receiver },
        { type: 'uint256', value: '66666667' },
      ],
    ]);
    expect(http.calls.find((call) => call.request === 'POST /api/v1/vip/prepay')?.body).toEqual({
      walletAddress: PAYER,
      tokenAddress: TRON_USDT,
      chainId: 195,
      tokenAmount: '66.666667',
      vipDays: 7,
      txHash: TX_ID,
      feature: 'balanceMonitor',
      plan: 'expand',
      credit: 2,
    });
  });

  it('tells the user when no TRON wallet is there', async () => {
    renderCheckout(3 * DAY, 0);
    fireEvent.click(screen.getByRole('button', { name: /with TronLink/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/No TRON wallet found/);
  });
});
