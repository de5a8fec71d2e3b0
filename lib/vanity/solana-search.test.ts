import { Keypair } from '@solana/web3.js';
import { parseSolanaPattern, type SolanaVanityPattern } from './solana-pattern';
import { SolanaVanitySearch } from './solana-search';

function pattern(prefix: string, suffix: string, caseSensitive: boolean): SolanaVanityPattern {
  const parsed = parseSolanaPattern(prefix, suffix, caseSensitive);
  if (!parsed.ok) throw new Error(parsed.code);
  return parsed.pattern;
}

const seedsOf = (bytes: Uint8Array) =>
  Array.from({ length: bytes.length / 32 }, (_, i) => Buffer.from(bytes.subarray(i * 32, i * 32 + 32)).toString('hex'));

describe('SolanaVanitySearch', () => {
  it('finds prefix + suffix hits, each re-derived by Keypair.fromSeed', async () => {
    const wanted = pattern('a', 'b', false);
    const search = await SolanaVanitySearch.create(wanted);
    const hits = [];
    while (hits.length < 2) hits.push(...search.run(50).hits);
    for (const hit of hits) {
      expect(Keypair.fromSeed(hit.seed).publicKey.toBase58()).toBe(hit.address);
      expect(hit.address.toLowerCase().startsWith('a')).toBe(true);
      expect(hit.address.toLowerCase().endsWith('b')).toBe(true);
    }
  }, 60_000);

  it('case-sensitive: only the exact spelling', async () => {
    const search = await SolanaVanitySearch.create(pattern('', 'Zz', true));
    const hits = [];
    while (hits.length < 1) hits.push(...search.run(50).hits);
    for (const hit of hits) expect(hit.address.endsWith('Zz')).toBe(true);
  }, 60_000);

  it('every candidate is a fresh 256-bit CSPRNG seed: no two batches, workers or runs share one', async () => {
    const calls: number[] = [];
    const random = (bytes: Uint8Array<ArrayBuffer>) => {
      calls.push(bytes.length);
      return crypto.getRandomValues(bytes);
    };
    const first = await SolanaVanitySearch.create(pattern('zzzzzzzz', '', true), random);
    const second = await SolanaVanitySearch.create(pattern('zzzzzzzz', '', true), random);
    const seen = new Set<string>();
    const bitsSet = new Uint8Array(32);
    for (let round = 0; round < 3; round++) {
      for (const search of [first, second]) {
        const before = calls.length;
        search.run(0);
        // One CSPRNG call filled the whole batch that was searched.
        expect(calls.length).toBe(before + 1);
        expect(calls.at(-1)).toBe(search.batchSize * 32);
        const seeds = search.lastSeeds();
        for (let i = 0; i < seeds.length; i++) bitsSet[i % 32] |= seeds[i];
        for (const seed of seedsOf(seeds)) {
          expect(seen.has(seed)).toBe(false);
          seen.add(seed);
        }
      }
    }
    expect(seen.size).toBe(6 * first.batchSize);
    // All 256 bits of the seeds vary.
    expect([...bitsSet].every((byte) => byte === 0xff)).toBe(true);
  }, 60_000);

  it('a random source that repeats itself is caught by the test above (its check fails)', async () => {
    const fixed = (bytes: Uint8Array<ArrayBuffer>) => bytes.fill(7);
    const search = await SolanaVanitySearch.create(pattern('zzzzzzzz', '', true), fixed);
    search.run(0);
    expect(new Set(seedsOf(search.lastSeeds())).size).toBe(1);
  });
});
