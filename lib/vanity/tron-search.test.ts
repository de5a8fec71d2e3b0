import { TronWeb } from 'tronweb';
import { TronVanitySearch } from './tron-search';

const keyHex = (key: bigint) => key.toString(16).padStart(64, '0');

describe('TronVanitySearch (one worker’s loop)', () => {
  it('finds a 2-character suffix and a prefix + suffix; every hit is re-derived by TronWeb and matches', async () => {
    for (const pattern of [
      { prefix: '', suffix: 'Tk' },
      { prefix: 'R', suffix: 'a' },
    ]) {
      const search = await TronVanitySearch.create(pattern);
      let checked = 0;
      const hits = [];
      while (hits.length < 2) {
        const slice = search.run(20);
        checked += slice.checked;
        hits.push(...slice.hits);
      }
      expect(checked).toBeGreaterThan(0);
      for (const hit of hits) {
        const address = TronWeb.address.fromPrivateKey(keyHex(hit.privateKey));
        expect(address).toBe(hit.address);
        expect(hit.address.startsWith(`T${pattern.prefix}`)).toBe(true);
        expect(hit.address.endsWith(pattern.suffix)).toBe(true);
      }
    }
  });

  it('starts from 256 bits of the CSPRNG, and two searches (two workers, or two runs) never share a start', async () => {
    const draws: number[] = [];
    const real = crypto.getRandomValues.bind(crypto);
    const spy = jest
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T) => {
        const bytes = array as unknown as Uint8Array<ArrayBuffer>;
        draws.push(bytes.length);
        return real(bytes) as unknown as T;
      });
    const starts = new Set<bigint>();
    try {
      for (let i = 0; i < 8; i++) starts.add((await TronVanitySearch.create({ prefix: '', suffix: 'zzzzzz' })).key);
    } finally {
      spy.mockRestore();
    }
    expect(starts.size).toBe(8);
    expect(draws).toEqual(Array(8).fill(32));
    // the starts use the whole 256-bit range, not a small seed space
    expect([...starts].some((key) => key > 1n << 200n)).toBe(true);
  });

  it('draws a fresh random start when the walk cannot go on (here: a start inside the batch table)', async () => {
    const draws = [2n, 0x7777_7777_7777_7777_7777_7777_7777_7777_7777_7777_7777_7777_7777_7777_7777_7777n];
    let calls = 0;
    const random = (bytes: Uint8Array<ArrayBuffer>) => {
      const value = draws[Math.min(calls++, draws.length - 1)];
      for (let i = 0; i < 32; i++) bytes[31 - i] = Number((value >> BigInt(8 * i)) & 0xffn);
      return bytes;
    };
    const search = await TronVanitySearch.create({ prefix: '', suffix: 'a' }, random);
    expect(calls).toBe(2);
    expect(search.key).toBe(draws[1]);
    const { checked, hits } = search.run(5);
    expect(checked).toBeGreaterThan(0);
    for (const hit of hits) expect(TronWeb.address.fromPrivateKey(keyHex(hit.privateKey))).toBe(hit.address);
  });
});
