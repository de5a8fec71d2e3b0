import { normalizeSolanaAddress } from '@/chains/solana/address';
import { solanaPayoutAddressValue } from './solana-payout-address-rule';

const ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';

describe('solanaPayoutAddressValue', () => {
  it('agrees with the server rule (normalizeSolanaAddress) and reads empty as "clear"', () => {
    const samples = [
      ADDRESS,
      ` ${ADDRESS}\n`,
      `\u200B${ADDRESS}\uFEFF`,
      '11111111111111111111111111111111',
      '1111111111111111111111111111111',
      `${ADDRESS}1`,
      `${ADDRESS.slice(0, -1)}0`,
      `${ADDRESS} x`,
      '0x52908400098527886E0F7030069857D2E4169EE7',
      'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
    ];
    for (const text of samples) expect(solanaPayoutAddressValue(text)).toBe(normalizeSolanaAddress(text) ?? null);
    expect(solanaPayoutAddressValue(' \u200B ')).toBe('');
    expect(solanaPayoutAddressValue(ADDRESS)).toBe(ADDRESS);
  });
});
