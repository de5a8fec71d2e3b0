import { rateLimits, verificationCodes } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { SERVER_CODE } from '@/lib/errors';
import { MAX_FAILED_ATTEMPTS } from './codes';
import { consumeVerificationCode } from './consume';
import { DAILY_SEND_LIMIT, issueVerificationCode } from './issue';

const START = new Date('2030-01-01T00:00:00.000Z');
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);
const EMAIL = 'alice@example.com';
const WRONG = { code: SERVER_CODE.WRONG_VERIFICATION_CODE };
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(TEST_DATABASE_KINDS)('verification codes on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const issue = (now: Date, email = EMAIL, source: 'signup' | 'forgetPassword' = 'signup') =>
    issueVerificationCode(getTestDatabase().db, { email, source, now });
  const consume = (code: string, now: Date, source: 'signup' | 'forgetPassword' = 'signup') =>
    consumeVerificationCode(getTestDatabase().db, { email: EMAIL, source, code, now });

  beforeEach(async () => {
    const { db } = getTestDatabase();
    await db.delete(verificationCodes);
    await db.delete(rateLimits);
  });

  it('issues a six-digit code valid for 10 minutes, stores only its hash, and accepts it once', async () => {
    const { code, expiresAt } = await issue(at(0));
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toEqual(at(10 * 60_000));
    const [stored] = await getTestDatabase().db.select().from(verificationCodes);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    await expect(consume(code, at(10 * 60_000 - 1))).resolves.toBeUndefined();
    await expect(consume(code, at(10 * 60_000 - 1))).rejects.toMatchObject(WRONG);
  });

  it('answers 5010 for a wrong code, an unknown address or another source, without using the code up', async () => {
    const { code } = await issue(at(0));
    await expect(consume(otherCode(code), at(1))).rejects.toMatchObject(WRONG);
    await expect(consume(code, at(1), 'forgetPassword')).rejects.toMatchObject(WRONG);
    await expect(
      consumeVerificationCode(getTestDatabase().db, { email: 'bob@example.com', source: 'signup', code, now: at(1) }),
    ).rejects.toMatchObject(WRONG);
    const [stored] = await getTestDatabase().db.select().from(verificationCodes);
    expect(stored.failedAttempts).toBe(1);
    await expect(consume(code, at(2))).resolves.toBeUndefined();
  });

  it('answers 5011 once the code has expired', async () => {
    const { code } = await issue(at(0));
    await expect(consume(code, at(10 * 60_000))).rejects.toMatchObject({ code: SERVER_CODE.VERIFICATION_CODE_EXPIRED });
  });

  it('refuses a resend within 60 s for any source with 429 and the wait, then allows it', async () => {
    await issue(at(0));
    const refusal = issue(at(30_000), EMAIL, 'forgetPassword');
    await expect(refusal).rejects.toMatchObject({
      code: SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT,
      status: 429,
      detail: 'retry in 30 s',
    });
    await expect(issue(at(30_000), 'bob@example.com')).resolves.toBeDefined();
    await expect(issue(at(60_000), EMAIL, 'forgetPassword')).resolves.toBeDefined();
  });

  it('retires the older open code when a new one is issued', async () => {
    const first = await issue(at(0));
    const second = await issue(at(60_000));
    await expect(consume(first.code, at(60_001))).rejects.toMatchObject(WRONG);
    await expect(consume(second.code, at(60_001))).resolves.toBeUndefined();
  });

  it('caps sends per address per day', async () => {
    for (let send = 0; send < DAILY_SEND_LIMIT; send += 1) await issue(at(send * 60_000));
    const capped = issue(at(DAILY_SEND_LIMIT * 60_000));
    await expect(capped).rejects.toMatchObject({ code: SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT, status: 429 });
    await expect(capped).rejects.toMatchObject({ detail: `retry in ${24 * 3600 - DAILY_SEND_LIMIT * 60} s` });
    await expect(issue(at(24 * 3600_000))).resolves.toBeDefined();
  });

  it(`burns the code after ${MAX_FAILED_ATTEMPTS} wrong guesses`, async () => {
    const { code } = await issue(at(0));
    for (let guess = 0; guess < MAX_FAILED_ATTEMPTS; guess += 1) {
      await expect(consume(otherCode(code), at(1))).rejects.toMatchObject(WRONG);
    }
    await expect(consume(code, at(2))).rejects.toMatchObject(WRONG);
  });

  it('compares at most the allowed number of guesses even when they arrive together', async () => {
    const { code } = await issue(at(0));
    const guesses = Array.from({ length: 20 }, () => consume(otherCode(code), at(1)));
    expect((await Promise.allSettled(guesses)).every((guess) => guess.status === 'rejected')).toBe(true);
    const [stored] = await getTestDatabase().db.select().from(verificationCodes);
    expect(stored.failedAttempts).toBe(MAX_FAILED_ATTEMPTS);
    expect(stored.consumedAt).not.toBeNull();
    await expect(consume(code, at(2))).rejects.toMatchObject(WRONG);
  });

  it('accepts a right code only once under concurrent use', async () => {
    const { code } = await issue(at(0));
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => consume(code, at(1))));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject(WRONG);
    }
  });

  it('requires a normalised address from the caller', async () => {
    await expect(issue(at(0), 'Alice@Example.com')).rejects.toThrow(TypeError);
    await expect(issue(at(0), ' alice@example.com')).rejects.toThrow(TypeError);
    await expect(
      consumeVerificationCode(getTestDatabase().db, { email: 'ALICE@example.com', source: 'signup', code: '000000' }),
    ).rejects.toThrow(TypeError);
  });
});
