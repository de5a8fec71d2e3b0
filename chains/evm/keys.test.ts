import { HDNodeWallet, Mnemonic, randomBytes } from 'ethers';
import { privateKeyToAddress } from 'viem/accounts';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import {
  checkMnemonic,
  deriveEvmAccount,
  deriveEvmAccounts,
  EVM_DEFAULT_BASE_PATH,
  evmAddressFromPrivateKey,
  evmDerivationPath,
  generateEvmMnemonic,
  generateEvmPrivateKey,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  InvalidPrivateKeyError,
  isEvmDerivationPath,
  isValidMnemonic,
  normalizeDerivationPath,
  normalizeEvmPrivateKey,
} from './keys';

// Anvil's (and Hardhat's) development mnemonic: its accounts #0–#2 are ANVIL_ACCOUNTS.
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
// The BIP39 all-zero-entropy 12-word phrase; m/44'/60'/0'/0/0 is a widely published address.
const ABANDON = `${'abandon '.repeat(11)}about`;
const ABANDON_ADDRESS_0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const CURVE_ORDER = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141';

describe('EVM private keys', () => {
  it('generates distinct valid keys', () => {
    const keys = new Set(Array.from({ length: 20 }, () => generateEvmPrivateKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(normalizeEvmPrivateKey(key)).toBe(key);
  });

  it('normalises pasted keys and refuses out-of-range ones', () => {
    const digits = ANVIL_KEY_0.slice(2);
    expect(normalizeEvmPrivateKey(` ${digits.toUpperCase()} `)).toBe(ANVIL_KEY_0);
    expect(normalizeEvmPrivateKey(`0X${digits}`)).toBe(ANVIL_KEY_0);
    expect(normalizeEvmPrivateKey(`0x${'0'.repeat(64)}`)).toBeUndefined();
    expect(normalizeEvmPrivateKey(`0x${CURVE_ORDER}`)).toBeUndefined();
    expect(normalizeEvmPrivateKey(`0x${digits.slice(1)}`)).toBeUndefined();
    expect(normalizeEvmPrivateKey(`0x${'z'.repeat(64)}`)).toBeUndefined();
    // n - 1 is the largest valid key.
    expect(normalizeEvmPrivateKey(`0x${CURVE_ORDER.slice(0, -1)}0`)).toBe(`0x${CURVE_ORDER.slice(0, -1)}0`);
  });

  it('gives the EIP-55 address of a key', () => {
    expect(evmAddressFromPrivateKey(ANVIL_KEY_0.slice(2))).toBe(ANVIL_ACCOUNTS[0].address);
    expect(() => evmAddressFromPrivateKey('0x01')).toThrow(InvalidPrivateKeyError);
  });
});

describe('mnemonics', () => {
  it('generates valid english mnemonics of each length', () => {
    for (const words of [12, 15, 18, 21, 24] as const) {
      const phrase = generateEvmMnemonic(words);
      expect(phrase.split(' ')).toHaveLength(words);
      expect(checkMnemonic(phrase)).toEqual({ ok: true, mnemonic: phrase });
      expect(Mnemonic.isValidMnemonic(phrase)).toBe(true);
    }
    expect(() => generateEvmMnemonic(13 as 12)).toThrow(RangeError);
  });

  it('says what is wrong with an invalid phrase', () => {
    expect(checkMnemonic('abandon abandon')).toEqual({ ok: false, issue: 'length', words: 2 });
    expect(checkMnemonic('')).toEqual({ ok: false, issue: 'length', words: 0 });
    expect(checkMnemonic(ABANDON.replace('about', 'aboutt'))).toEqual({
      ok: false,
      issue: 'word',
      index: 11,
      word: 'aboutt',
    });
    expect(checkMnemonic('abandon '.repeat(12))).toEqual({ ok: false, issue: 'checksum' });
  });

  it('tolerates case and spacing', () => {
    const messy = `  ${ANVIL_MNEMONIC.toUpperCase().replaceAll(' ', ' \n\t ')} `;
    expect(checkMnemonic(messy)).toEqual({ ok: true, mnemonic: ANVIL_MNEMONIC });
  });

  it('agrees with ethers on random phrases and on phrases with one word changed', () => {
    let invalid = 0;
    for (let round = 0; round < 40; round += 1) {
      const words = Mnemonic.fromEntropy(randomBytes(16 + 4 * (round % 5))).phrase.split(' ');
      if (round % 2 === 1) {
        // Another list word in a random place: the checksum catches most such changes, not all.
        const position = round % words.length;
        words[position] = words[position] === 'zoo' ? 'abandon' : 'zoo';
      }
      const phrase = words.join(' ');
      expect(isValidMnemonic(phrase)).toBe(Mnemonic.isValidMnemonic(phrase));
      if (!Mnemonic.isValidMnemonic(phrase)) invalid += 1;
    }
    // The checksum lets about 1 in 16 (12 words) to 1 in 256 (24 words) single-word changes through.
    expect(invalid).toBeGreaterThan(10);
  });
});

describe('derivation paths', () => {
  it('shows the default BIP44 path of account i', () => {
    expect(evmDerivationPath(0)).toBe("m/44'/60'/0'/0/0");
    expect(evmDerivationPath(7)).toBe(`${EVM_DEFAULT_BASE_PATH}/7`);
    expect(() => evmDerivationPath(-1)).toThrow(RangeError);
    expect(() => evmDerivationPath(2 ** 31)).toThrow(RangeError);
  });

  it('normalises typed paths and refuses malformed ones', () => {
    expect(normalizeDerivationPath(' M/44h/60H/0’/0/01 ')).toBe("m/44'/60'/0'/0/1");
    for (const bad of ['', 'm', '44/60', "m/44'/", "m/44''", 'm/-1', `m/${2 ** 31}`, 'm/1.5', 'x/1']) {
      expect(isEvmDerivationPath(bad)).toBe(false);
    }
    expect(isEvmDerivationPath(`m/${2 ** 31 - 1}'`)).toBe(true);
  });
});

describe('deriving accounts from a mnemonic', () => {
  it("gives anvil's accounts on the default path", () => {
    const first = deriveEvmAccount(ANVIL_MNEMONIC);
    expect(first).toEqual({ path: "m/44'/60'/0'/0/0", address: ANVIL_ACCOUNTS[0].address, privateKey: ANVIL_KEY_0 });
    expect(deriveEvmAccount(ANVIL_MNEMONIC, { index: 2 }).address).toBe(ANVIL_ACCOUNTS[2].address);
    expect(deriveEvmAccount(ABANDON).address).toBe(ABANDON_ADDRESS_0);
  });

  it('derives many from one seed, matching one-by-one derivation', () => {
    const accounts = deriveEvmAccounts(ANVIL_MNEMONIC, { start: 1, count: 2 });
    expect(accounts.map((account) => account.address)).toEqual([ANVIL_ACCOUNTS[1].address, ANVIL_ACCOUNTS[2].address]);
    expect(accounts.map((account) => account.path)).toEqual(["m/44'/60'/0'/0/1", "m/44'/60'/0'/0/2"]);
    for (const account of accounts) expect(privateKeyToAddress(account.privateKey)).toBe(account.address);
    expect(deriveEvmAccounts(ANVIL_MNEMONIC, { count: 0 })).toEqual([]);
  });

  it('derives custom paths and passphrases as ethers does', () => {
    const cases = [
      { path: "m/44'/60'/1'/0/0" },
      { path: "m/44'/61'/0'/0/5" },
      { path: "m/44'/60'/0'/7" },
      { path: "m/44'/60'/0'/0/0", passphrase: 'TREZOR' },
    ];
    for (const { path, passphrase } of cases) {
      const ours = deriveEvmAccount(ABANDON, { path, passphrase });
      const theirs = HDNodeWallet.fromPhrase(ABANDON, passphrase, path);
      expect(ours).toEqual({ path, address: theirs.address, privateKey: theirs.privateKey });
    }
    const ledgerLive = deriveEvmAccounts(ABANDON, { basePath: "m/44'/60'/3'/0", start: 4, count: 1 })[0];
    expect(ledgerLive.address).toBe(HDNodeWallet.fromPhrase(ABANDON, undefined, "m/44'/60'/3'/0/4").address);
  });

  it('refuses an invalid mnemonic or path before deriving', () => {
    expect(() => deriveEvmAccount('abandon '.repeat(12))).toThrow(InvalidMnemonicError);
    expect(() => deriveEvmAccount(ABANDON, { path: "m/44'/60'/x" })).toThrow(InvalidDerivationPathError);
    expect(() => deriveEvmAccounts(ABANDON, { basePath: 'nope', count: 1 })).toThrow(InvalidDerivationPathError);
    expect(() => deriveEvmAccounts(ABANDON, { start: 2 ** 31 - 1, count: 2 })).toThrow(RangeError);
  });
});
