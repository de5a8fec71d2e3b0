import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('keeps an entry for its own time to live', () => {
    const cache = new TtlCache<string>(10, clock);
    cache.set('short', 'a', 100);
    cache.set('long', 'b', 1_000);
    now += 100;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toEqual({ value: 'b', storedAtMs: 1_000, expiresAtMs: 2_000 });
  });

  it('drops the oldest written entry beyond its bound', () => {
    const cache = new TtlCache<number>(2, clock);
    cache.set('a', 1, 1_000);
    cache.set('b', 2, 1_000);
    cache.set('a', 3, 1_000);
    cache.set('c', 4, 1_000);
    expect([cache.get('a')?.value, cache.get('b')?.value, cache.get('c')?.value]).toEqual([3, undefined, 4]);
    expect(cache.size).toBe(2);
  });

  it('shares one load among concurrent misses and caches its value', async () => {
    const cache = new TtlCache<number>(10, clock);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 42;
    };
    const values = await Promise.all(Array.from({ length: 25 }, () => cache.getOrLoad('k', load, () => 1_000)));
    expect(values).toEqual(Array(25).fill(42));
    expect(await cache.getOrLoad('k', load, () => 1_000)).toBe(42);
    expect(loads).toBe(1);
  });

  it('does not cache a failed load, and gives its error to every waiting caller', async () => {
    const cache = new TtlCache<number>(10, clock);
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('upstream down');
    };
    const results = await Promise.allSettled([
      cache.getOrLoad('k', failing, () => 1),
      cache.getOrLoad('k', failing, () => 1),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(
      await cache.getOrLoad(
        'k',
        async () => 7,
        () => 1_000,
      ),
    ).toBe(7);
    expect(loads).toBe(1);
  });

  it('stores each value for the time its ttl function gives it', async () => {
    const cache = new TtlCache<{ isVerified: boolean }>(10, clock);
    await cache.getOrLoad(
      'v',
      async () => ({ isVerified: true }),
      (value) => (value.isVerified ? 500 : 50),
    );
    await cache.getOrLoad(
      'u',
      async () => ({ isVerified: false }),
      (value) => (value.isVerified ? 500 : 50),
    );
    now += 60;
    expect(cache.get('u')).toBeUndefined();
    expect(cache.get('v')?.value).toEqual({ isVerified: true });
  });
});
