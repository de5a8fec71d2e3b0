import type { Payment } from '@/db/schema';
import { decidePayment } from './decide';
import { ETH_USDT, EVM_RECEIVER, OTHER_TOKEN, TRON_RECEIVER, TRON_USDT } from './testing/fake-chain';
import type { ObservedTransaction } from './types';

const WALLET = `0x${'aa'.repeat(20)}`;
const NOW = new Date('2030-01-01T00:00:00Z');
const payment = {
  id: 1,
  chainId: 1,
  tokenAddress: ETH_USDT.address,
  walletAddress: WALLET,
  receiverAddress: EVM_RECEIVER,
  expectedUnits: 27_900_000n,
  expiresAt: new Date(NOW.getTime() + 60_000),
} as Payment;

function mined(transfers: ObservedTransaction['transfers'], confirmations = 3): ObservedTransaction {
  return { status: 'success', confirmations, from: WALLET, transfers };
}
const transfer = (overrides: Partial<ObservedTransaction['transfers'][number]> = {}) => ({
  token: ETH_USDT.address,
  from: WALLET,
  to: EVM_RECEIVER,
  amount: 27_900_000n,
  ...overrides,
});

describe('decidePayment: what one reading of the chain means', () => {
  it('keeps waiting while the chain does not show the transaction, and expires it after the window', () => {
    const notFound: ObservedTransaction = { status: 'not-found', confirmations: 0, from: null, transfers: [] };
    const inMempool: ObservedTransaction = { ...notFound, status: 'pending', from: WALLET };
    expect(decidePayment(payment, notFound, 3, NOW)).toEqual({ action: 'wait', confirmations: 0, isOnChain: false });
    expect(decidePayment(payment, inMempool, 3, NOW).action).toBe('wait');
    expect(decidePayment(payment, null, 3, NOW).action).toBe('wait');
    expect(decidePayment(payment, notFound, 3, payment.expiresAt).action).toBe('expire');
    expect(decidePayment(payment, null, 3, payment.expiresAt).action).toBe('expire');
  });

  it('gives no verdict before the confirmations, even past the window, once the transaction is mined', () => {
    const late = new Date(payment.expiresAt.getTime() + 1);
    expect(decidePayment(payment, mined([transfer()], 2), 3, late)).toEqual({
      action: 'wait',
      confirmations: 2,
      isOnChain: true,
    });
    const failed: ObservedTransaction = { status: 'failed', confirmations: 1, from: WALLET, transfers: [] };
    expect(decidePayment(payment, failed, 3, NOW).action).toBe('wait');
    expect(decidePayment(payment, { ...failed, confirmations: 3 }, 3, NOW)).toEqual({
      action: 'reject',
      reason: 'failed',
      confirmations: 3,
    });
  });

  it.each([
    ['wrong-token', [transfer({ token: OTHER_TOKEN })]],
    ['wrong-token', []],
    ['wrong-receiver', [transfer({ to: `0x${'bb'.repeat(20)}` })]],
    ['wrong-sender', [transfer({ from: `0x${'cc'.repeat(20)}` })]],
    ['underpaid', [transfer({ amount: 27_899_999n })]],
    ['underpaid', [transfer({ amount: 27_900_000n, from: `0x${'cc'.repeat(20)}` }), transfer({ amount: 1n })]],
  ])('rejects %s', (reason, transfers) => {
    expect(decidePayment(payment, mined(transfers), 3, NOW)).toEqual({ action: 'reject', reason, confirmations: 3 });
  });

  it('credits the price or more, summing the transfers from the wallet, whatever the EVM spelling', () => {
    expect(decidePayment(payment, mined([transfer()]), 3, NOW)).toEqual({ action: 'credit', confirmations: 3 });
    expect(decidePayment(payment, mined([transfer({ amount: 30_000_000n })]), 3, NOW).action).toBe('credit');
    const halves = [transfer({ amount: 13_950_000n }), transfer({ amount: 13_950_000n })];
    expect(decidePayment(payment, mined(halves), 3, NOW).action).toBe('credit');
    const shouting = transfer({ token: ETH_USDT.address.toUpperCase().replace('0X', '0x'), to: EVM_RECEIVER });
    expect(decidePayment(payment, mined([shouting]), 3, NOW).action).toBe('credit');
  });

  it('compares Tron base58 addresses exactly', () => {
    const wallet = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
    const tron = { ...payment, chainId: 195, tokenAddress: TRON_USDT.address, walletAddress: wallet };
    const tronPayment = { ...tron, receiverAddress: TRON_RECEIVER } as Payment;
    const paid = { token: TRON_USDT.address, from: wallet, to: TRON_RECEIVER, amount: 27_900_000n };
    expect(decidePayment(tronPayment, mined([paid]), 3, NOW).action).toBe('credit');
    const lowercased = { ...paid, to: TRON_RECEIVER.toLowerCase() };
    expect(decidePayment(tronPayment, mined([lowercased]), 3, NOW)).toMatchObject({ reason: 'wrong-receiver' });
  });
});
