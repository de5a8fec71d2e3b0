import Papa from 'papaparse';
import type { Hex } from 'viem';
import { sessionCsv } from './session-csv';
import { newSession, type SessionSettings, type SessionState } from './session-types';

const WALLET = '0x00000000000000000000000000000000000000A1';
const SETTINGS = {
  chainId: 56,
  wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  token: '0x55d398326f99059fF775485246999027B3197955',
  tokenDecimals: 6,
  tokenSymbol: 'TKN',
  wallets: [WALLET],
} as unknown as SessionSettings;

it('writes every transaction with exact decimals, its status, hash and explorer link', () => {
  const hash = `0x${'ab'.repeat(32)}` as Hex;
  const state: SessionState = {
    ...newSession(SETTINGS),
    txs: [
      {
        id: 1,
        kind: 'trade',
        wallet: WALLET,
        side: 'buy',
        hash,
        nonce: 0,
        at: 1_800_000_000,
        amountIn: 10n ** 16n + 1n,
        quotedOut: 2_000_000n,
        minimumOut: 1_980_000n,
        priceWei: 5_000_000_000_000_000n,
        status: 'confirmed',
        amountOut: 2_000_001n,
        gasFee: 21_000n,
      },
      {
        id: 2,
        kind: 'approve',
        wallet: WALLET,
        hash,
        nonce: 1,
        at: 1_800_000_060,
        amountIn: 1_500_000n,
        quotedOut: 0n,
        minimumOut: 0n,
        priceWei: 0n,
        status: 'sent',
      },
    ],
  };
  const { data } = Papa.parse<Record<string, string>>(sessionCsv(state, 18), { header: true });
  expect(data[0]).toMatchObject({
    id: '1',
    time: '2027-01-15T08:00:00.000Z',
    kind: 'trade',
    side: 'buy',
    amountIn: '0.010000000000000001',
    amountOut: '2.000001',
    price: '0.005',
    gas: '0.000000000000021',
    status: 'confirmed',
    hash,
    link: `https://bscscan.com/tx/${hash}`,
  });
  expect(data[1]).toMatchObject({ kind: 'approve', amountIn: '1.5', amountOut: '', gas: '', status: 'sent' });
});
