import { Keypair } from '@solana/web3.js';
import { type PackOptions, packCollection, type WalletBalances } from './packing';

const address = () => Keypair.generate().publicKey.toBase58();
const SOL = 1_000_000_000n;
const RENT = 890_880n;
const COST = 1_100_000n;

function options(overrides: Partial<PackOptions> = {}): PackOptions {
  return {
    isToken: false,
    closeTokenAccounts: false,
    destination: address(),
    capacity: 3,
    payerCost: () => COST,
    rentMinimum: RENT,
    ...overrides,
  };
}

function wallets(sols: readonly bigint[], extra: Partial<WalletBalances> = {}): WalletBalances[] {
  return sols.map((sol, index) => ({ line: index + 1, address: address(), sol, ...extra }));
}

describe('packCollection', () => {
  it('names why each SOL wallet is left out: empty, dust, the destination, the fee payer', () => {
    const list = wallets([0n, 5_000n, SOL, SOL, SOL]);
    const packed = packCollection(list, {
      ...options({ destination: list[2].address, feePayer: list[3].address }),
    });
    expect(packed.wallets.map((wallet) => wallet.reason ?? wallet.state)).toEqual([
      'empty',
      'tooLittleForFees',
      'isDestination',
      'isFeePayer',
      'ready',
    ]);
    expect(packed.rows).toEqual([{ line: 5, address: list[4].address, amount: SOL }]);
  });

  it('starts every transaction with a wallet that can pay and fills it with those that cannot', () => {
    const list = wallets([10_000n, 2n * SOL, 20_000n, 30_000n, 3n * SOL, 40_000n]);
    const packed = packCollection(list, options());
    expect(packed.chunks.map((chunk) => chunk.rows.map((row) => row.line))).toEqual([
      [2, 1, 3],
      [5, 4, 6],
    ]);
    expect(packed.chunks.map((chunk) => chunk.lane)).toEqual([list[1].address, list[4].address]);
    // The payer sends its balance less what the fees take.
    expect(packed.wallets[1]).toMatchObject({ isPayer: true, amount: 2n * SOL - COST, transaction: 0 });
    expect(packed.wallets[0]).toMatchObject({ isPayer: false, amount: 10_000n, transaction: 0 });
  });

  it('skips wallets no payer is left for, and packs in input order when one wallet pays for all', () => {
    const list = wallets([SOL, 10_000n, 20_000n, 30_000n, 40_000n]);
    const eachPays = packCollection(list, options({ capacity: 2 }));
    expect(eachPays.wallets.map((wallet) => wallet.reason ?? 'ready')).toEqual([
      'ready',
      'ready',
      'tooLittleForFees',
      'tooLittleForFees',
      'tooLittleForFees',
    ]);
    const onePays = packCollection(list, options({ capacity: 2, feePayer: address() }));
    expect(onePays.chunks.map((chunk) => chunk.rows.map((row) => row.line))).toEqual([[1, 2], [3, 4], [5]]);
    expect(onePays.wallets.every((wallet) => !wallet.isPayer && wallet.state === 'ready')).toBe(true);
  });

  it('moves a fixed amount only where the wallet holds it and stays rent-exempt or ends at 0', () => {
    const fixed = SOL / 2n;
    const list = wallets([SOL / 4n, fixed, fixed + RENT - 1n, fixed + RENT, 2n * SOL]);
    const packed = packCollection(list, options({ fixedAmount: fixed }));
    expect(packed.wallets.map((wallet) => wallet.reason ?? 'ready')).toEqual([
      'belowAmount',
      'ready',
      'leavesDust',
      'ready',
      'ready',
    ]);
    // Only the wallet with room for the amount, the fees and the rent minimum can pay.
    expect(packed.chunks[0].rows.map((row) => row.line)).toEqual([5, 2, 4]);
    expect(packed.rows.every((row) => row.amount === fixed)).toBe(true);
  });

  it('collects tokens: accounts that are missing, empty or short are skipped, empty ones closed when asked', () => {
    const list: WalletBalances[] = [
      { line: 1, address: address(), sol: SOL, token: 0n, hasTokenAccount: false },
      { line: 2, address: address(), sol: SOL, token: 0n, hasTokenAccount: true },
      { line: 3, address: address(), sol: 0n, token: 7n, hasTokenAccount: true },
      { line: 4, address: address(), sol: 0n, token: null, hasTokenAccount: false, error: 'not a token account' },
    ];
    const keep = packCollection(list, options({ isToken: true }));
    expect(keep.wallets.map((wallet) => wallet.reason ?? wallet.state)).toEqual([
      'noTokenAccount',
      'empty',
      'tooLittleForFees',
      'error',
    ]);
    const close = packCollection(list, options({ isToken: true, closeTokenAccounts: true }));
    expect(close.chunks.map((chunk) => chunk.rows.map((row) => [row.line, row.amount]))).toEqual([
      [
        [2, 0n],
        [3, 7n],
      ],
    ]);
    const short = packCollection(list, options({ isToken: true, fixedAmount: 8n, feePayer: address() }));
    expect(short.wallets[2].reason).toBe('belowAmount');
  });
});
