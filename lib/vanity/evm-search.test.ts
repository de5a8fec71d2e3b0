import { privateKeyToAddress } from 'viem/accounts';
import { EvmVanitySearch } from './evm-search';

const keyHex = (key: bigint) => `0x${key.toString(16).padStart(64, '0')}` as const;

describe('EvmVanitySearch (one worker’s loop)', () => {
  it('finds a 2-nibble prefix + 1-nibble suffix; every hit is re-derived by viem and matches', async () => {
    const search = await EvmVanitySearch.create({ prefix: 'c0', suffix: 'e', caseSensitive: false });
    let checked = 0;
    const hits = [];
    while (hits.length < 3) {
      const slice = search.run(20);
      checked += slice.checked;
      hits.push(...slice.hits);
    }
    expect(checked).toBeGreaterThan(0);
    for (const hit of hits) {
      const address = privateKeyToAddress(keyHex(hit.privateKey));
      expect(address).toBe(hit.address);
      expect(address.toLowerCase().startsWith('0xc0')).toBe(true);
      expect(address.toLowerCase().endsWith('e')).toBe(true);
    }
  });

  it('case-sensitive: only hits whose EIP-55 form has the typed case come back', async () => {
    const search = await EvmVanitySearch.create({ prefix: 'aB', suffix: '', caseSensitive: true });
    const hits = [];
    while (hits.length < 2) hits.push(...search.run(20).hits);
    for (const hit of hits) {
      const address = privateKeyToAddress(keyHex(hit.privateKey));
      expect(address).toBe(hit.address);
      expect(address.startsWith('0xaB')).toBe(true);
    }
  });

  it('two searches (two workers, or two runs) never start from the same key', async () => {
    const starts = new Set<bigint>();
    for (let i = 0; i < 8; i++) {
      const search = await EvmVanitySearch.create({ prefix: 'ffffff', suffix: '', caseSensitive: false });
      starts.add(search.key);
    }
    expect(starts.size).toBe(8);
  });

  it('draws a fresh random start when the walk cannot go on (here: a start inside the batch table)', async () => {
    const draws = [2n, 0x5555_5555_5555_5555_5555_5555_5555_5555_5555_5555_5555_5555_5555_5555_5555_5555n];
    let calls = 0;
    const random = (bytes: Uint8Array<ArrayBuffer>) => {
      // the first draw is rejected by the range check (too small); the next ones are accepted
      const value = draws[Math.min(calls++, draws.length - 1)];
      for (let i = 0; i < 32; i++) bytes[31 - i] = Number((value >> BigInt(8 * i)) & 0xffn);
      return bytes;
    };
    const search = await EvmVanitySearch.create({ prefix: 'a', suffix: '', caseSensitive: false }, random);
    expect(calls).toBe(2);
    expect(search.key).toBe(draws[1]);
    const { checked, hits } = search.run(5);
    expect(checked).toBeGreaterThan(0);
    for (const hit of hits) expect(privateKeyToAddress(keyHex(hit.privateKey))).toBe(hit.address);
  });
});
