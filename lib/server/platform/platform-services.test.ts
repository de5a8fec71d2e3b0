import { feedback, subscribers, trackingEvents } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { REDACTED } from '@/lib/errors';
import { feedbackBodySchema, saveFeedback } from './feedback';
import { addSubscriber, subscriberBodySchema } from './subscribers';
import { pingEventSchema, storeTrackingEvents } from './tracking-events';

const PRIVATE_KEY = `0x${'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'}`;
const MNEMONIC = 'test test test test test test test test test test test junk';

describe.each(TEST_DATABASE_KINDS)('platform services on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const db = () => getTestDatabase().db;

  it('subscribes an address once, lowercased; a second time is 5002, also under a race', async () => {
    const body = subscriberBodySchema.parse({ email: '  Reader@Example.COM ' });
    expect(await addSubscriber(db(), { ...body, locale: 'cn' })).toEqual({ email: 'reader@example.com' });
    await expect(addSubscriber(db(), { email: 'reader@example.com', locale: 'en' })).rejects.toMatchObject({
      code: 5002,
    });
    const race = await Promise.allSettled(
      Array.from({ length: 5 }, () => addSubscriber(db(), { email: 'race@example.com', locale: 'en' })),
    );
    expect(race.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rows = await db().select().from(subscribers);
    expect(rows.map((row) => [row.email, row.locale]).sort()).toEqual([
      ['race@example.com', 'en'],
      ['reader@example.com', 'cn'],
    ]);
    expect(subscriberBodySchema.safeParse({ email: 'not-an-email' }).success).toBe(false);
  });

  it('stores feedback with the secrets in it redacted', async () => {
    const body = feedbackBodySchema.parse({
      content: `My key ${PRIVATE_KEY} and the mnemonic "${MNEMONIC}" do not import`,
      email: '',
      page: '/en/batch/send-token',
    });
    const { id } = await saveFeedback(db(), { ...body, userId: null, locale: 'en' });
    const [row] = await db().select().from(feedback);
    expect(row).toMatchObject({
      id,
      userId: null,
      email: null,
      page: '/en/batch/send-token',
      locale: 'en',
      content: `My key ${REDACTED} and the mnemonic "${REDACTED}" do not import`,
    });
    expect(feedbackBodySchema.safeParse({ content: 'hi' }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ content: 'x'.repeat(2001) }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ content: 'A good idea', email: 'bad' }).success).toBe(false);
    expect(feedbackBodySchema.parse({ content: 'A good idea', email: 'Me@Example.com' }).email).toBe('Me@example.com');
  });

  it('stores tracking events redacted, with NUL bytes and lone surrogates made storable', async () => {
    const event = pingEventSchema.parse({
      event: 'import-wallet',
      level: 'error',
      params: {
        time: Date.UTC(2030, 0, 1),
        session: 's1',
        fingerprint: 'f1',
        isMobile: 1,
        version: 'v1',
        args: { privateKey: 'k', form: { password: 'hunter2', note: `key ${PRIVATE_KEY}` }, words: MNEMONIC },
        additional: { message: 'bad\u0000byte \ud800 here', nested: [[`phrase: ${MNEMONIC}.`]] },
      },
      elementId: 'import-button',
      pageId: 'mnemonic',
      path: '/en/mnemonic',
    });
    expect(await storeTrackingEvents(db(), { source: 'cp', version: 'q' }, [event])).toBe(1);
    const [row] = await db().select().from(trackingEvents);
    expect(row).toMatchObject({
      occurredAt: new Date(Date.UTC(2030, 0, 1)),
      source: 'cp',
      version: 'v1',
      level: 'error',
      event: 'import-wallet',
      session: 's1',
      fingerprint: 'f1',
      isMobile: 1,
      pageId: 'mnemonic',
      elementId: 'import-button',
      path: '/en/mnemonic',
      args: { privateKey: REDACTED, form: { password: REDACTED, note: `key ${REDACTED}` }, words: REDACTED },
      additional: { message: 'badbyte \ufffd here', nested: [[`phrase: ${REDACTED}.`]] },
    });
    const stored = JSON.stringify(row);
    for (const secret of ['hunter2', PRIVATE_KEY.slice(2), 'junk']) expect(stored).not.toContain(secret);
  });
});

describe('feedback bounds', () => {
  it('are the same in the form and on the server', async () => {
    const rules = await import('@/components/suggest/suggest-rules');
    const server = await import('./feedback');
    expect([rules.SUGGEST_MIN_LENGTH, rules.SUGGEST_MAX_LENGTH]).toEqual([
      server.FEEDBACK_MIN_LENGTH,
      server.FEEDBACK_MAX_LENGTH,
    ]);
  });
});
