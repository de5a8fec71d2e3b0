import { Account, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import {
  APTOS_CHAIN_ID,
  aptosAddressFromPrivateKey,
  aptosDerivationPath,
  aptosFamily,
  aptosPrivateKeyOf,
  deriveAptosAccount,
  deriveAptosAccounts,
  generateAptosPrivateKey,
  InvalidAptosPrivateKeyError,
  InvalidMnemonicError,
  isAptosDerivationPath,
  normalizeAptosPrivateKey,
} from '.';

// @aptos-labs/ts-sdk's ed25519 test vector (tests/unit/helper.ts), the one Petra and the CLI agree on.
const MNEMONIC = 'shoot island position soft burden budget tooth cruel issue economy destroy above';
const PRIVATE_KEY = '0x5d996aa76b3212142792d9130796cd2e11e3c445a93118c08414df4f66bc60ec';
const ADDRESS = '0x07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f30';

describe('Aptos keys', () => {
  it("derives account 0 of the SDK vector at m/44'/637'/0'/0'/0' and exports it as AIP-80", () => {
    const account = deriveAptosAccount(MNEMONIC);
    expect(account).toEqual({
      path: "m/44'/637'/0'/0'/0'",
      address: ADDRESS,
      privateKey: `ed25519-priv-${PRIVATE_KEY}`,
    });
    expect(aptosAddressFromPrivateKey(PRIVATE_KEY)).toBe(ADDRESS);
    expect(aptosAddressFromPrivateKey(PRIVATE_KEY.slice(2).toUpperCase())).toBe(ADDRESS);
    expect(normalizeAptosPrivateKey(`  ed25519-priv-${PRIVATE_KEY.toUpperCase().replace('0X', '0x')}  `)).toBe(
      account.privateKey,
    );
  });

  it('derives many accounts from one seed as the SDK derives each (account level)', () => {
    const accounts = deriveAptosAccounts(MNEMONIC, { start: 2, count: 3 });
    expect(accounts.map((account) => account.path)).toEqual([
      "m/44'/637'/2'/0'/0'",
      "m/44'/637'/3'/0'/0'",
      "m/44'/637'/4'/0'/0'",
    ]);
    for (const account of accounts) {
      const sdk = Account.fromDerivationPath({ path: account.path, mnemonic: MNEMONIC });
      expect(account.address).toBe(sdk.accountAddress.toStringLong());
      expect(account.privateKey).toBe((sdk.privateKey as Ed25519PrivateKey).toAIP80String());
    }
    expect(deriveAptosAccount(MNEMONIC, { index: 3 }).address).toBe(accounts[1].address);
  });

  it('refuses keys of another scheme, bad lengths, bad mnemonics and paths that are not hardened', () => {
    expect(() => aptosPrivateKeyOf(`secp256k1-priv-${PRIVATE_KEY}`)).toThrow(/secp256k1 key/);
    expect(() => aptosPrivateKeyOf(PRIVATE_KEY.slice(0, 60))).toThrow(InvalidAptosPrivateKeyError);
    expect(() => aptosPrivateKeyOf(`ed25519-priv-${PRIVATE_KEY}00`)).toThrow(InvalidAptosPrivateKeyError);
    expect(normalizeAptosPrivateKey('hello')).toBeUndefined();
    expect(() => deriveAptosAccount(MNEMONIC.replace('shoot', 'shoots'))).toThrow(InvalidMnemonicError);
    expect(isAptosDerivationPath("m/44'/637'/0'/0'/0'")).toBe(true);
    expect(isAptosDerivationPath("m/44'/637'/0'/0/0")).toBe(false);
    expect(isAptosDerivationPath("m/44'/784'/0'/0'/0'")).toBe(false);
    expect(() => deriveAptosAccount(MNEMONIC, { path: "m/44'/637'/0'/0/0" })).toThrow(/path/i);
    expect(() => aptosDerivationPath(-1)).toThrow(RangeError);
  });

  it('generates keys that round-trip and sign as the SDK verifies', () => {
    const key = generateAptosPrivateKey();
    expect(key).toMatch(/^ed25519-priv-0x[0-9a-f]{64}$/);
    const sdk = new Ed25519PrivateKey(key);
    const message = new TextEncoder().encode('chainkit');
    expect(sdk.publicKey().verifySignature({ message, signature: aptosPrivateKeyOf(key).sign(message) })).toBe(true);
    expect(aptosFamily.keys.addressFromPrivateKey(key)).toBe(
      Account.fromPrivateKey({ privateKey: sdk }).accountAddress.toStringLong(),
    );
    expect(aptosFamily.defaultChainIds).toEqual([APTOS_CHAIN_ID]);
  });
});
