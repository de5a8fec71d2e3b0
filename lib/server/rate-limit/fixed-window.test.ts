import { rateLimits } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { hitRateLimit, peekRateLimit, resetRateLimit } from './fixed-window';

const WINDOW_MS = 60_000;
const START = new Date('2030-01-01T00:00:00.000Z');
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

describe.each(TEST_DATABASE_KINDS)('fixed-window rate limit on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const hit = (now: Date, key = 'test:key', limit = 3) =>
    hitRateLimit(getTestDatabase().db, { key, limit, windowMs: WINDOW_MS, now });

  beforeEach(async () => {
    await getTestDatabase().db.delete(rateLimits);
  });

  it('allows up to the limit in a window, then answers how long to wait', async () => {
    expect(await hit(at(0))).toEqual({ isAllowed: true, count: 1, retryAfterMs: 0 });
    expect(await hit(at(1_000))).toEqual({ isAllowed: true, count: 2, retryAfterMs: 0 });
    expect(await hit(at(2_000))).toEqual({ isAllowed: true, count: 3, retryAfterMs: 0 });
    expect(await hit(at(20_000))).toEqual({ isAllowed: false, count: 4, retryAfterMs: 40_000 });
  });

  it('starts a new window once the old one has ended', async () => {
    for (const offset of [0, 1, 2, 3]) await hit(at(offset));
    expect(await hit(at(WINDOW_MS))).toEqual({ isAllowed: true, count: 1, retryAfterMs: 0 });
    // The new window runs from that hit, not from the old reset time.
    for (const offset of [1, 2]) await hit(at(WINDOW_MS + offset));
    expect(await hit(at(2 * WINDOW_MS - 1))).toEqual({ isAllowed: false, count: 4, retryAfterMs: 1 });
  });

  it('counts a weighted hit as that many, and refuses one that alone passes the limit', async () => {
    const { db } = getTestDatabase();
    const weighted = (weight: number, now: Date) =>
      hitRateLimit(db, { key: 'test:batch', limit: 10, windowMs: WINDOW_MS, weight, now });
    expect(await weighted(4, at(0))).toEqual({ isAllowed: true, count: 4, retryAfterMs: 0 });
    expect(await weighted(6, at(1))).toEqual({ isAllowed: true, count: 10, retryAfterMs: 0 });
    expect((await weighted(1, at(2))).isAllowed).toBe(false);
    expect(await weighted(11, at(WINDOW_MS))).toEqual({ isAllowed: false, count: 11, retryAfterMs: WINDOW_MS });
    await expect(weighted(0, at(0))).rejects.toThrow(RangeError);
  });

  it('counts keys separately', async () => {
    for (const offset of [0, 1, 2, 3]) await hit(at(offset), 'test:a');
    expect((await hit(at(4), 'test:b')).isAllowed).toBe(true);
  });

  it('peeks without counting, and reset forgets the window', async () => {
    const { db } = getTestDatabase();
    const peek = (now: Date) => peekRateLimit(db, { key: 'test:key', limit: 2, now });
    expect(await peek(at(0))).toEqual({ isAllowed: true, count: 0, retryAfterMs: 0 });
    await hit(at(0), 'test:key', 2);
    await hit(at(1), 'test:key', 2);
    expect(await peek(at(10_000))).toEqual({ isAllowed: false, count: 2, retryAfterMs: 50_000 });
    expect(await peek(at(10_000))).toEqual({ isAllowed: false, count: 2, retryAfterMs: 50_000 });
    expect(await peek(at(WINDOW_MS))).toEqual({ isAllowed: true, count: 0, retryAfterMs: 0 });

    await resetRateLimit(db, 'test:key');
    expect(await peek(at(10_000))).toEqual({ isAllowed: true, count: 0, retryAfterMs: 0 });
    expect(await hit(at(10_000), 'test:key', 2)).toEqual({ isAllowed: true, count: 1, retryAfterMs: 0 });
  });

  it('allows exactly the limit among concurrent hits', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(at(0), 'test:burst', 5)));
    expect(results.filter((result) => result.isAllowed)).toHaveLength(5);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('rejects a limit or window that cannot work', async () => {
    const { db } = getTestDatabase();
    await expect(hitRateLimit(db, { key: 'test:key', limit: 0, windowMs: WINDOW_MS })).rejects.toThrow(RangeError);
    await expect(hitRateLimit(db, { key: 'test:key', limit: 1, windowMs: 0 })).rejects.toThrow(RangeError);
  });
});
