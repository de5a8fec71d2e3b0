import { eq } from 'drizzle-orm';
import { jobs, rateLimits, sessions, signInNonces, trackingEvents, verificationCodes } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { createUser } from './accounts/users';
import { HOUSEKEEPING_JOB, runHousekeeping } from './housekeeping';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASE_KINDS)('housekeeping on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);

  it('deletes what can no longer be used, keeps what can, and schedules the next run once', async () => {
    const { db } = getTestDatabase();
    const now = new Date();
    const old = new Date(now.getTime() - 30 * DAY_MS);
    const soon = new Date(now.getTime() + 60_000);
    const user = await createUser(db, { email: `keeper.${kind}@example.com` });
    await db.insert(signInNonces).values([
      { nonce: 'expired', expiresAt: old },
      { nonce: 'live', expiresAt: soon },
    ]);
    await db.insert(verificationCodes).values([
      { email: 'a@example.com', source: 'signup', codeHash: 'x', expiresAt: old },
      { email: 'b@example.com', source: 'signup', codeHash: 'y', expiresAt: soon },
    ]);
    await db.insert(sessions).values([
      { id: 'ended', userId: user.id, expiresAt: old },
      { id: 'open', userId: user.id, expiresAt: soon },
    ]);
    await db.insert(rateLimits).values([
      { key: 'past', count: 3, resetAt: old },
      { key: 'current', count: 1, resetAt: soon },
    ]);
    const event = {
      occurredAt: now,
      source: 'cp',
      version: '1',
      level: 'info' as const,
      session: 's',
      fingerprint: 'f',
    };
    await db.insert(trackingEvents).values([
      { ...event, event: 'stale', receivedAt: new Date(old.getTime() - DAY_MS) },
      { ...event, event: 'recent', receivedAt: new Date(now.getTime() - 29 * DAY_MS) },
    ]);

    await runHousekeeping(db, now);
    await runHousekeeping(db, now);

    expect((await db.select().from(signInNonces)).map((row) => row.nonce)).toEqual(['live']);
    expect((await db.select().from(verificationCodes)).map((row) => row.email)).toEqual(['b@example.com']);
    expect((await db.select().from(sessions)).map((row) => row.id)).toEqual(['open']);
    expect((await db.select().from(trackingEvents)).map((row) => row.event)).toEqual(['recent']);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['current']);
    const scheduled = await db.select().from(jobs).where(eq(jobs.type, HOUSEKEEPING_JOB));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].runAt.getTime()).toBeGreaterThan(now.getTime());
  });
});
