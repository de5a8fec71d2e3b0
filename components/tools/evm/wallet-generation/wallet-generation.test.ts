import { webcrypto } from 'node:crypto';
import {
  checkMnemonic,
  deriveEvmAccount,
  deriveEvmAccounts,
  evmAddressFromPrivateKey,
  InvalidMnemonicError,
} from '@/chains/evm/keys';
import {
  deriveAtPath,
  deriveMnemonicRange,
  GenerationCancelledError,
  generateNewWallets,
  MAX_WALLETS,
  runInBatches,
} from './wallet-generation';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const HARDHAT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HARDHAT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

describe('generateNewWallets', () => {
  it('makes N distinct wallets whose addresses match their keys, numbered from 1, without paths', async () => {
    const wallets = await generateNewWallets(120, false);
    expect(wallets).toHaveLength(120);
    expect(wallets.map((wallet) => wallet.index)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(new Set(wallets.map((wallet) => wallet.privateKey)).size).toBe(120);
    expect(new Set(wallets.map((wallet) => wallet.address)).size).toBe(120);
    for (const wallet of wallets) {
      expect(wallet.privateKey).toMatch(/^0x[0-9a-f]{64}$/);
      expect(evmAddressFromPrivateKey(wallet.privateKey)).toBe(wallet.address);
      expect(wallet.path).toBe('');
      expect(wallet.mnemonic).toBeUndefined();
    }
  });

  it.each([
    ['WebCrypto', subtle],
    ['pure JS', undefined],
  ])('gives each wallet its own valid mnemonic whose account 0 is the wallet (%s seed)', async (_, seedCrypto) => {
    const wallets = await generateNewWallets(5, true, { subtle: seedCrypto });
    expect(new Set(wallets.map((wallet) => wallet.mnemonic)).size).toBe(5);
    for (const wallet of wallets) {
      const mnemonic = wallet.mnemonic ?? '';
      expect(checkMnemonic(mnemonic)).toEqual({ ok: true, mnemonic });
      expect(mnemonic.split(' ')).toHaveLength(12);
      expect(wallet.path).toBe("m/44'/60'/0'/0/0");
      expect(deriveEvmAccount(mnemonic)).toEqual({
        path: wallet.path,
        address: wallet.address,
        privateKey: wallet.privateKey,
      });
    }
  });

  it('refuses counts outside 1…MAX_WALLETS', async () => {
    await expect(generateNewWallets(0, false)).rejects.toThrow(RangeError);
    await expect(generateNewWallets(MAX_WALLETS + 1, false)).rejects.toThrow(RangeError);
    await expect(generateNewWallets(1.5, false)).rejects.toThrow(RangeError);
  });
});

describe('deriveMnemonicRange', () => {
  it.each([
    ['WebCrypto', subtle],
    ['pure JS', undefined],
  ])('derives the well-known test accounts 0 and 1 (%s seed)', async (_, seedCrypto) => {
    const wallets = await deriveMnemonicRange({ mnemonic: TEST_MNEMONIC, start: 0, count: 2 }, { subtle: seedCrypto });
    expect(wallets.map(({ index, path, address }) => ({ index, path, address }))).toEqual([
      { index: 0, path: "m/44'/60'/0'/0/0", address: HARDHAT_0 },
      { index: 1, path: "m/44'/60'/0'/0/1", address: HARDHAT_1 },
    ]);
    expect(wallets[0].privateKey).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
  });

  it('matches chains/evm/keys for a start index, a custom base path and a passphrase', async () => {
    const range = { mnemonic: TEST_MNEMONIC, passphrase: 'pass', basePath: "m/44'/60'/1'/0", start: 7, count: 60 };
    const wallets = await deriveMnemonicRange(range, { subtle });
    expect(wallets).toEqual(
      deriveEvmAccounts(TEST_MNEMONIC, range).map((account, i) => ({ index: 7 + i, ...account })),
    );
    expect(wallets[0].address).not.toBe(deriveEvmAccount(TEST_MNEMONIC, { index: 7 }).address);
  });

  it('accepts a pasted mnemonic in any case and spacing, and refuses an invalid one with the exact issue', async () => {
    const [first] = await deriveMnemonicRange({ mnemonic: `  ${TEST_MNEMONIC.toUpperCase()}\n`, start: 0, count: 1 });
    expect(first.address).toBe(HARDHAT_0);
    const bad = deriveMnemonicRange({ mnemonic: 'test test test', start: 0, count: 1 });
    await expect(bad).rejects.toThrow(InvalidMnemonicError);
    await expect(bad).rejects.toMatchObject({ check: { issue: 'length', words: 3 } });
  });

  it('refuses a bad base path or a range past the last index', async () => {
    await expect(deriveMnemonicRange({ mnemonic: TEST_MNEMONIC, basePath: 'x/1', start: 0, count: 1 })).rejects.toThrow(
      'Not a valid derivation path',
    );
    await expect(deriveMnemonicRange({ mnemonic: TEST_MNEMONIC, start: 2 ** 31 - 1, count: 2 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('deriveAtPath', () => {
  it('derives one account at a full custom path (hardened levels written with h too)', () => {
    expect(deriveAtPath(TEST_MNEMONIC, "m/44'/60'/0'/0/1")).toMatchObject({ index: 1, address: HARDHAT_1 });
    const custom = deriveAtPath(TEST_MNEMONIC, 'm/44h/60h/5h/0/3');
    expect(custom.path).toBe("m/44'/60'/5'/0/3");
    expect(custom).toEqual({ index: 3, ...deriveEvmAccount(TEST_MNEMONIC, { path: "m/44'/60'/5'/0/3" }) });
  });
});

describe('runInBatches', () => {
  it('reports progress and yields to the browser between batches once the frame budget is spent', async () => {
    const progress: number[] = [];
    let yields = 0;
    const slow = (from: number, to: number) => {
      const until = performance.now() + 31;
      while (performance.now() < until) {
        // busy: the budget is spent after every batch
      }
      return Array.from({ length: to - from }, (_, offset) => from + offset);
    };
    const items = await runInBatches(10, 3, slow, {
      onProgress: (done) => progress.push(done),
      yieldToBrowser: async () => {
        yields += 1;
      },
    });
    expect(items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progress).toEqual([3, 6, 9, 10]);
    expect(yields).toBe(4);
  });

  it('stops at the next batch once cancelled', async () => {
    const controller = new AbortController();
    let made = 0;
    const run = runInBatches(
      1000,
      10,
      (from, to) => {
        made += to - from;
        if (made >= 30) controller.abort();
        return Array.from({ length: to - from }, () => 0);
      },
      { signal: controller.signal, yieldToBrowser: async () => {} },
    );
    await expect(run).rejects.toThrow(GenerationCancelledError);
    expect(made).toBe(30);
  });
});
