import { mnemonicToSeed as bip39Reference } from '@scure/bip39';
import { deriveEd25519Path, keyPairFromSeed, mnemonicToPrivateKey, mnemonicValidate } from '@ton/crypto';
import {
  bip39Seed,
  checkTonMnemonic,
  generateTonMnemonic,
  generateTonPrivateKey,
  InvalidTonMnemonicError,
  normalizeTonPrivateKey,
  tonDerivationPath,
  tonKeyPairFromBip39,
  tonKeyPairFromMnemonic,
  tonKeyPairFromPrivateKey,
  tonPrivateKeyHex,
} from './keys';

// A TON mnemonic made by @ton/crypto's mnemonicNew; @ton/crypto itself (async, tweetnacl) is the reference.
const TON_MNEMONIC =
  'quality truck inmate balcony orchard opera tired found author gravity ritual real sunset cruel wolf trick loop bulb cruise abuse surprise glow hamster nut';
const BIP39 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('TON mnemonics', () => {
  it('gives the key pair @ton/crypto gives', async () => {
    const reference = await mnemonicToPrivateKey(TON_MNEMONIC.split(' '));
    const pair = tonKeyPairFromMnemonic(`  ${TON_MNEMONIC.toUpperCase()} `);
    expect(hex(pair.publicKey)).toBe(hex(reference.publicKey));
    expect(hex(pair.secretKey)).toBe(hex(reference.secretKey));
  });

  it('validates as @ton/crypto does, and says why not', async () => {
    expect(checkTonMnemonic(TON_MNEMONIC)).toEqual({ ok: true, mnemonic: TON_MNEMONIC });
    expect(await mnemonicValidate(TON_MNEMONIC.split(' '))).toBe(true);
    // Swapping two words breaks the seed check (for this phrase; @ton/crypto agrees).
    const words = TON_MNEMONIC.split(' ');
    [words[0], words[1]] = [words[1], words[0]];
    expect(await mnemonicValidate(words)).toBe(false);
    expect(checkTonMnemonic(words.join(' '))).toEqual({ ok: false, issue: 'checksum' });
    expect(checkTonMnemonic(BIP39)).toEqual({ ok: false, issue: 'length', words: 12 });
    expect(checkTonMnemonic(TON_MNEMONIC.replace('quality', 'qualityx'))).toEqual({
      ok: false,
      issue: 'word',
      index: 0,
      word: 'qualityx',
    });
    expect(() => tonKeyPairFromMnemonic(words.join(' '))).toThrow(InvalidTonMnemonicError);
  });

  it('generates mnemonics @ton/crypto accepts', async () => {
    const mnemonic = generateTonMnemonic();
    expect(mnemonic.split(' ')).toHaveLength(24);
    expect(checkTonMnemonic(mnemonic).ok).toBe(true);
    expect(await mnemonicValidate(mnemonic.split(' '))).toBe(true);
    expect(generateTonMnemonic()).not.toBe(mnemonic);
  });
});

describe('BIP39 mnemonics (SLIP-0010 ed25519)', () => {
  it("derives m/44'/607'/i' as @ton/crypto's deriveEd25519Path does from the BIP39 seed", async () => {
    const seed = bip39Seed(BIP39);
    expect(hex(seed)).toBe(hex(await bip39Reference(BIP39)));
    for (const index of [0, 1, 7]) {
      const path = tonDerivationPath(index);
      expect(path).toBe(`m/44'/607'/${index}'`);
      const reference = keyPairFromSeed(await deriveEd25519Path(Buffer.from(seed), [44, 607, index]));
      expect(hex(tonKeyPairFromBip39(seed, path).publicKey)).toBe(hex(reference.publicKey));
    }
    // Ledger's path reaches a different key.
    const ledger = tonKeyPairFromBip39(seed, "m/44'/607'/0'/0'/0'/0'");
    expect(hex(ledger.publicKey)).not.toBe(hex(tonKeyPairFromBip39(seed, tonDerivationPath(0)).publicKey));
    expect(() => tonKeyPairFromBip39(seed, "m/44'/607'/0")).toThrow();
  });
});

describe('TON private keys', () => {
  it('reads the 32-byte seed and the 64-byte secret key, refusing a mismatched public half', () => {
    const pair = tonKeyPairFromMnemonic(TON_MNEMONIC);
    const seedHex = tonPrivateKeyHex(pair);
    expect(seedHex).toMatch(/^[0-9a-f]{64}$/);
    expect(hex(tonKeyPairFromPrivateKey(`0x${seedHex.toUpperCase()}`)?.publicKey as Uint8Array)).toBe(
      hex(pair.publicKey),
    );
    expect(normalizeTonPrivateKey(hex(pair.secretKey))).toBe(seedHex);
    const damaged = `${seedHex}${'0'.repeat(64)}`;
    expect(tonKeyPairFromPrivateKey(damaged)).toBeUndefined();
    expect(normalizeTonPrivateKey('abc')).toBeUndefined();
    const generated = generateTonPrivateKey();
    expect(normalizeTonPrivateKey(generated)).toBe(generated);
  });
});
