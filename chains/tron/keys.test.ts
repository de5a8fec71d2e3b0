import { TronWeb } from 'tronweb';
import {
  deriveTronAccount,
  deriveTronAccounts,
  generateTronPrivateKey,
  InvalidMnemonicError,
  InvalidTronPrivateKeyError,
  normalizeTronPrivateKey,
  tronAddressFromPrivateKey,
  tronDerivationPath,
} from './keys';

// The BIP39 test mnemonic; TronWeb's own derivation (ethers underneath) is the independent reference.
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
// Anvil's account #0: a public test key.
const KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('Tron keys', () => {
  it("derives TronLink's accounts at m/44'/195'/0'/0/i, as TronWeb does", () => {
    expect(tronDerivationPath(3)).toBe("m/44'/195'/0'/0/3");
    const accounts = deriveTronAccounts(MNEMONIC, { start: 0, count: 3 });
    expect(accounts.map((account) => account.path)).toEqual([0, 1, 2].map((index) => tronDerivationPath(index)));
    for (const [index, account] of accounts.entries()) {
      const reference = TronWeb.fromMnemonic(MNEMONIC, tronDerivationPath(index));
      if (reference instanceof Error) throw reference;
      expect(account.address).toBe(reference.address);
      expect(account.privateKey).toBe(reference.privateKey.replace(/^0x/, '').toLowerCase());
    }
    expect(deriveTronAccount(MNEMONIC, { index: 2 })).toEqual(accounts[2]);
    // A different coin type gives a different account (the path is really used).
    expect(deriveTronAccount(MNEMONIC, { path: "m/44'/60'/0'/0/0" }).address).not.toBe(accounts[0].address);
  });

  it('applies the passphrase and refuses a bad mnemonic', () => {
    expect(deriveTronAccount(MNEMONIC, { passphrase: 'x' }).address).not.toBe(deriveTronAccount(MNEMONIC).address);
    expect(() => deriveTronAccount(MNEMONIC.replace('about', 'abandon'))).toThrow(InvalidMnemonicError);
  });

  it('gives the address of a key as TronWeb does, and normalises pasted keys', () => {
    expect(tronAddressFromPrivateKey(KEY)).toBe(TronWeb.address.fromPrivateKey(KEY));
    expect(normalizeTronPrivateKey(` 0x${KEY.toUpperCase()} `)).toBe(KEY);
    expect(normalizeTronPrivateKey('0'.repeat(64))).toBeUndefined();
    expect(normalizeTronPrivateKey(KEY.slice(1))).toBeUndefined();
    expect(() => tronAddressFromPrivateKey('nope')).toThrow(InvalidTronPrivateKeyError);
    const fresh = generateTronPrivateKey();
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(tronAddressFromPrivateKey(fresh)).toBe(TronWeb.address.fromPrivateKey(fresh));
  });
});
