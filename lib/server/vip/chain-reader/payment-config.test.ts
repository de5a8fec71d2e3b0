import { EnvError, parseServerEnv } from '@/lib/server/env';
import {
  DEFAULT_VIP_PAY_TOKENS,
  findPayToken,
  tronApiUrl,
  vipConfirmations,
  vipPayAddresses,
  vipPayTokens,
  vipReferralRate,
} from './payment-config';

const PAYMENT_VARIABLES = [
  'TRON_API_URL',
  'VIP_PAY_ADDRESS_EVM',
  'VIP_PAY_ADDRESS_TRON',
  'VIP_PAY_TOKENS',
  'VIP_CONFIRMATIONS',
  'VIP_REFERRAL_RATE',
];

function issuesOf(env: Record<string, string>): string {
  try {
    parseServerEnv(env);
    return '';
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return error.message;
  }
}

describe('VIP payment configuration', () => {
  afterEach(() => {
    for (const name of PAYMENT_VARIABLES) delete process.env[name];
  });

  it('has the documented defaults with nothing set', () => {
    expect(tronApiUrl()).toBe('https://api.trongrid.io');
    expect(vipPayAddresses()).toEqual({ evm: undefined, tron: undefined });
    expect(vipPayTokens()).toEqual(DEFAULT_VIP_PAY_TOKENS);
    expect(findPayToken(1, '0xdAC17F958D2ee523a2206206994597C13D831ec7')?.decimals).toBe(6);
    expect(findPayToken(56, '0x55d398326f99059fF775485246999027B3197955')?.decimals).toBe(18);
    expect(findPayToken(195, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')?.decimals).toBe(6);
    expect([1, 56, 195, 31337].map(vipConfirmations)).toEqual([12, 15, 19, 12]);
    expect(vipReferralRate()).toBe('0.3');
  });

  it('reads overrides, normalising EVM addresses to lowercase', () => {
    process.env.TRON_API_URL = 'http://127.0.0.1:8090/';
    process.env.VIP_PAY_ADDRESS_EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    process.env.VIP_PAY_ADDRESS_TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    process.env.VIP_PAY_TOKENS =
      ' 31337:0x5FbDB2315678afecb367f032d93F642f64180aa3:6 , 195:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t:6';
    process.env.VIP_CONFIRMATIONS = '31337:2,1:20';
    process.env.VIP_REFERRAL_RATE = '0.25';
    expect(tronApiUrl()).toBe('http://127.0.0.1:8090');
    expect(vipPayAddresses()).toEqual({
      evm: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      tron: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    });
    expect(vipPayTokens()).toEqual([
      { chainId: 31337, address: '0x5fbdb2315678afecb367f032d93f642f64180aa3', decimals: 6 },
      { chainId: 195, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6 },
    ]);
    expect(findPayToken(1, '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBeUndefined();
    expect([31337, 1, 56].map(vipConfirmations)).toEqual([2, 20, 15]);
    expect(vipReferralRate()).toBe('0.25');
  });

  it('stops the app at start on a bad value, naming each variable', () => {
    const message = issuesOf({
      TRON_API_URL: 'trongrid',
      VIP_PAY_ADDRESS_EVM: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267',
      VIP_PAY_ADDRESS_TRON: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      VIP_PAY_TOKENS: '1:0xdAC17F958D2ee523a2206206994597C13D831ec7:6,195:0xdAC17F958D2ee523a2206206994597C13D831ec7:6',
      VIP_CONFIRMATIONS: '1:0',
      VIP_REFERRAL_RATE: '1.5',
      CHAIN_RPC_56: 'localhost:8545',
    });
    for (const name of [...PAYMENT_VARIABLES, 'CHAIN_RPC_56']) expect(message).toMatch(new RegExp(`${name}:`));
    expect(message).toMatch(/not a Tron base58 address/);
  });

  it.each([
    ['VIP_PAY_TOKENS', '1:0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['VIP_PAY_TOKENS', '1:0xdAC17F958D2ee523a2206206994597C13D831ec7:6:x'],
    ['VIP_PAY_TOKENS', '1:0xdAC17F958D2ee523a2206206994597C13D831ec7:1e1'],
    ['VIP_PAY_TOKENS', '0:0xdAC17F958D2ee523a2206206994597C13D831ec7:6'],
    ['VIP_PAY_TOKENS', '1:0xdac17f958d2ee523a2206206994597c13d831ec7:6,1:0xdAC17F958D2ee523a2206206994597C13D831ec7:6'],
    ['VIP_PAY_TOKENS', ' , '],
    ['VIP_CONFIRMATIONS', '56'],
    ['VIP_CONFIRMATIONS', '56:1.5'],
    ['VIP_CONFIRMATIONS', 'bsc:15'],
    ['VIP_REFERRAL_RATE', '3e-1'],
    ['VIP_REFERRAL_RATE', '-0.1'],
    ['VIP_REFERRAL_RATE', '0.3 '],
  ])('rejects %s=%j', (name, value) => {
    expect(issuesOf({ [name]: value })).toMatch(new RegExp(`${name}:`));
  });

  it('accepts the boundary and documented values', () => {
    expect(() =>
      parseServerEnv({
        VIP_REFERRAL_RATE: '1',
        VIP_CONFIRMATIONS: '1:12,56:15,195:19',
        VIP_PAY_TOKENS: '56:0x55d398326f99059fF775485246999027B3197955:18',
        CHAIN_RPC_56: 'http://127.0.0.1:8545',
        TRON_API_URL: '',
      }),
    ).not.toThrow();
    expect(parseServerEnv({ VIP_REFERRAL_RATE: '0' }).VIP_REFERRAL_RATE).toBe('0');
  });
});
