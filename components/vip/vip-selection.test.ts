import type { PayChain } from './vip-api';
import { purchaseKind, selectionPrice } from './vip-selection';

const evm = { chainId: 56, family: 'evm' } as PayChain;
const tron = { chainId: 195, family: 'tron' } as PayChain;
const DAY = 86_400_000;

describe('VIP selection', () => {
  it('buys a new or lapsed feature and renews or expands an active one', () => {
    expect(purchaseKind(false, true)).toBe('buy');
    expect(purchaseKind(true)).toBe('renew');
    expect(purchaseKind(true, true)).toBe('expand');
  });

  it('prices buy, renew for every unit held, and expand pro rata for the days left', () => {
    expect(selectionPrice(evm, 7, { kind: 'buy' })).toBe('27.9');
    expect(selectionPrice(tron, 365, { kind: 'buy' })).toBe('1000');
    expect(selectionPrice(evm, 30, { kind: 'renew', activeCredit: 2 })).toBe('297');
    const now = Date.UTC(2026, 10, 22);
    const tenDaysLeft = new Date(now + 10 * DAY).toISOString();
    expect(selectionPrice(evm, 7, { kind: 'expand', extraUnits: 1, expiresAt: tenDaysLeft }, now)).toBe('33');
    // A started day counts in full: 9 days and a minute left is still 10 days.
    expect(selectionPrice(evm, 7, { kind: 'expand', extraUnits: 2, expiresAt: tenDaysLeft }, now + DAY - 60_000)).toBe(
      '66',
    );
  });
});
