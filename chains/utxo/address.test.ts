import { bech32 } from '@scure/base';
import { Address, NETWORK, OutScript } from '@scure/btc-signer';
import { DOGE_SIGNER_NETWORK } from '@/test/utxo-regtest/indexer';
import { base58Address, checkUtxoAddress, segwitAddress } from './address';

// BIP173 / BIP350 vectors and well-known mainnet addresses; each accepted address's script is held to
// @scure/btc-signer's decoding of it (a second implementation).

const signerScript = (address: string, network = NETWORK) =>
  Buffer.from(OutScript.encode(Address(network).decode(address))).toString('hex');

describe('checkUtxoAddress', () => {
  it.each([
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'p2pkh', '76a91477bff20c60e522dfaa3350c39b030a5d004e839a88ac'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh', 'a914b472a266d0bd89c13706a4132ccfb16f7c3b9fcb87'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
    [
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'p2wsh',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'p2tr',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ],
  ])('accepts %s as %s', (address, type, script) => {
    const check = checkUtxoAddress('btc', address);
    // Bech32 is shown in lowercase, its canonical form; Base58 as typed.
    const shown = type.startsWith('p2w') || type === 'p2tr' ? address.toLowerCase() : address;
    expect(check).toEqual({ ok: true, value: { address: shown, type, script } });
    expect(signerScript(shown)).toBe(script);
  });

  it.each([
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
    ['bc1qw508d6qejxtdg4y5r3zarvaRY0c5xw7kv8f3t4', 'format'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'format'],
    // BIP350: v1+ in Bech32, v0 in Bech32m.
    [bech32.encode('bc', [2, ...bech32.toWords(new Uint8Array(16).fill(9))]), 'encoding'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'encoding'],
    // Valid BIP350, but witness v1 with a 40-byte program and v16: no standard wallet type.
    ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', 'unsupported'],
    ['BC1SW50QGDZ25J', 'unsupported'],
    ['5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ', 'private-key'],
    ['hello', 'format'],
    ['', 'format'],
  ])('refuses %s: %s', (address, issue) => {
    expect(checkUtxoAddress('btc', address)).toMatchObject({ ok: false, issue });
  });

  it('names the network of another chain’s address', () => {
    expect(checkUtxoAddress('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toEqual({
      ok: false,
      issue: 'network',
      network: 'Bitcoin testnet',
    });
    expect(checkUtxoAddress('btc', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toMatchObject({ network: 'Bitcoin testnet' });
    const hash = Uint8Array.from({ length: 20 }, (_, index) => index * 7);
    const doge = base58Address(0x1e, hash);
    const dogeScript = base58Address(0x16, hash);
    expect(checkUtxoAddress('btc', doge)).toMatchObject({ issue: 'network', network: 'Dogecoin' });
    expect(checkUtxoAddress('doge', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toMatchObject({ network: 'Bitcoin' });
    expect(checkUtxoAddress('doge', segwitAddress('bc', 0, hash))).toMatchObject({ network: 'Bitcoin' });
    expect(checkUtxoAddress('btc', segwitAddress('ltc', 0, hash))).toMatchObject({ network: 'Litecoin' });
    // Dogecoin: P2PKH (D…) and P2SH (9… / A…), scripts as btc-signer reads them.
    for (const address of [doge, dogeScript]) {
      const check = checkUtxoAddress('doge', address);
      if (!check.ok) throw new Error(check.issue);
      expect(check.value.script).toBe(signerScript(address, DOGE_SIGNER_NETWORK));
    }
    expect(doge[0]).toBe('D');
  });
});
