import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer';
import { checkXpub, deriveAddress } from './xpub';

// BIP84's published vector (the "abandon … about" mnemonic), and xpub / ypub / dgub keys of the same seed checked
// against addresses @scure/bip32 + @scure/btc-signer derive from the seed itself (the private path, never our code).

const SEED = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);

function account(path: string, versions: { private: number; public: number }) {
  return HDKey.fromMasterSeed(SEED, versions).derive(path);
}

describe('extended public keys', () => {
  it('reads BIP84’s zpub and derives its receive and change addresses', () => {
    const zpub =
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    const check = checkXpub('btc', zpub);
    if (!check.ok) throw new Error(check.issue);
    expect(check.value.script).toBe('p2wpkh');
    expect(deriveAddress('btc', check.value, 0, 0).address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveAddress('btc', check.value, 0, 1).address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    expect(deriveAddress('btc', check.value, 1, 0).address).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el');
  });

  it.each([
    ['btc', "m/44'/0'/0'", { private: 0x0488ade4, public: 0x0488b21e }, 'p2pkh'],
    ['btc', "m/49'/0'/0'", { private: 0x049d7878, public: 0x049d7cab }, 'p2sh-p2wpkh'],
    ['doge', "m/44'/3'/0'", { private: 0x02fac398, public: 0x02facafd }, 'p2pkh'],
  ] as const)('%s %s: the key’s children are the addresses the seed pays', (chain, path, versions, script) => {
    const key = account(path, versions);
    const check = checkXpub(chain, key.publicExtendedKey);
    if (!check.ok) throw new Error(check.issue);
    expect(check.value.script).toBe(script);
    const network =
      chain === 'btc'
        ? { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
        : { bech32: 'doge', pubKeyHash: 0x1e, scriptHash: 0x16, wif: 0x9e };
    for (const [change, index] of [
      [0, 0],
      [0, 19],
      [1, 3],
    ] as const) {
      const publicKey = key.deriveChild(change).deriveChild(index).publicKey as Uint8Array;
      const expected = script === 'p2pkh' ? p2pkh(publicKey, network) : p2sh(p2wpkh(publicKey, network), network);
      expect(deriveAddress(chain, check.value, change, index).address).toBe(expected.address);
    }
    if (chain === 'btc' && script === 'p2pkh') {
      // BIP44's first address of this seed.
      expect(deriveAddress('btc', check.value, 0, 0).address).toBe('1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA');
    }
  });

  it('refuses private keys, other versions, typos and junk', () => {
    const key = account("m/84'/0'/0'", { private: 0x04b2430c, public: 0x04b24746 });
    expect(checkXpub('btc', key.privateExtendedKey)).toEqual({ ok: false, issue: 'version' });
    expect(checkXpub('doge', key.publicExtendedKey)).toEqual({ ok: false, issue: 'version' });
    const text = key.publicExtendedKey;
    expect(checkXpub('btc', `${text.slice(0, -1)}${text.endsWith('a') ? 'b' : 'a'}`)).toEqual({
      ok: false,
      issue: 'checksum',
    });
    expect(checkXpub('btc', 'xpub123')).toEqual({ ok: false, issue: 'format' });
  });
});
