import { rateLimits, verificationCodes } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { SERVER_CODE } from '@/lib/errors';
import { MailDeliveryError, MailNotConfiguredError } from '@/lib/server/mail';
import { type SmtpSink, startSmtpSink } from '@/test/smtp-sink';
import { consumeVerificationCode } from './consume';
import { sendVerificationCode } from './send';

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
const SIX_DIGITS = /\b(\d{6})\b/;

function spyOnConsole() {
  const spies = CONSOLE_METHODS.map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
  return () => spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
}

function useEnv(overrides: Record<string, string | undefined>) {
  jest.replaceProperty(process, 'env', { ...process.env, ...overrides });
}

describe.each(TEST_DATABASE_KINDS)('sendVerificationCode on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(async () => {
    const { db } = getTestDatabase();
    await db.delete(verificationCodes);
    await db.delete(rateLimits);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['en', 'Your Chainkit sign-up code'],
    ['cn', 'Chainkit 注册验证码'],
  ] as const)('mails a code in %s that the user can then consume', async (locale, subject) => {
    useEnv({ SMTP_URL: sink.url });
    const { db } = getTestDatabase();
    const email = `${locale}-${kind}@example.com`;
    expect(await sendVerificationCode(db, { email, source: 'signup', locale })).toEqual({ delivery: 'smtp' });
    const mail = await sink.waitForMail(email);
    expect(mail.subject).toBe(subject);
    const code = SIX_DIGITS.exec(mail.text)?.[1] ?? '';
    expect(mail.html).toContain(code);
    await expect(consumeVerificationCode(db, { email, source: 'signup', code })).resolves.toBeUndefined();
  });

  it('writes the code to exactly one log line in development without SMTP, and nothing else shows it', async () => {
    useEnv({ SMTP_URL: undefined, NODE_ENV: 'development' });
    const { db } = getTestDatabase();
    const readConsole = spyOnConsole();
    const email = 'dev@example.com';
    expect(await sendVerificationCode(db, { email, source: 'bindEmail', locale: 'en' })).toEqual({
      delivery: 'development-log',
    });
    const [line, ...others] = readConsole();
    expect(others).toEqual([]);
    const code = SIX_DIGITS.exec(line)?.[1] ?? '';
    expect(line).toBe(`[mail:development] verification code for ${email} (bindEmail): ${code}`);

    const wrongCode = code === '000000' ? '000001' : '000000';
    await expect(consumeVerificationCode(db, { email, source: 'bindEmail', code: wrongCode })).rejects.toMatchObject({
      code: SERVER_CODE.WRONG_VERIFICATION_CODE,
    });
    await consumeVerificationCode(db, { email, source: 'bindEmail', code });
    expect(readConsole()).toHaveLength(1);
  });

  it('refuses in production without SMTP before using up a send', async () => {
    const { db } = getTestDatabase();
    const email = 'prod@example.com';
    useEnv({ SMTP_URL: undefined, NODE_ENV: 'production' });
    await expect(sendVerificationCode(db, { email, source: 'signup', locale: 'en' })).rejects.toThrow(
      MailNotConfiguredError,
    );
    expect(await db.select().from(verificationCodes)).toEqual([]);
    useEnv({ SMTP_URL: sink.url, NODE_ENV: 'production' });
    await expect(sendVerificationCode(db, { email, source: 'signup', locale: 'en' })).resolves.toEqual({
      delivery: 'smtp',
    });
    await sink.waitForMail(email);
  });

  it('keeps nothing of a send the mail server refused: no new code, the previous one works, nothing counted', async () => {
    const { db } = getTestDatabase();
    const deadSink = await startSmtpSink();
    await deadSink.close();
    const email = 'retry@example.com';
    const earlier = new Date(Date.now() - 2 * 60_000);
    useEnv({ SMTP_URL: sink.url });
    await sendVerificationCode(db, { email, source: 'signup', locale: 'en', now: earlier });
    const previousCode = SIX_DIGITS.exec((await sink.waitForMail(email)).text)?.[1] ?? '';
    const [before] = await db.select().from(verificationCodes);
    const countsBefore = await db.select().from(rateLimits).orderBy(rateLimits.key);

    useEnv({ SMTP_URL: deadSink.url });
    const failing = sendVerificationCode(db, { email, source: 'signup', locale: 'en' });
    await expect(failing).rejects.toThrow(MailDeliveryError);
    await expect(failing).rejects.toMatchObject({
      reason: 'unreachable',
      detail: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(await db.select().from(verificationCodes)).toEqual([before]);
    // The resend window opened again and the daily count went back to one send.
    const countsAfter = await db.select().from(rateLimits).orderBy(rateLimits.key);
    expect(countsAfter.map(({ key, count }) => [key, count])).toEqual(
      countsBefore.filter(({ key }) => !key.includes(':resend:')).map(({ key, count }) => [key, count]),
    );
    await consumeVerificationCode(db, { email, source: 'signup', code: previousCode });

    useEnv({ SMTP_URL: sink.url });
    await expect(sendVerificationCode(db, { email, source: 'signup', locale: 'en' })).resolves.toEqual({
      delivery: 'smtp',
    });
    const code = SIX_DIGITS.exec((await sink.waitForMail(email)).text)?.[1] ?? '';
    await expect(consumeVerificationCode(db, { email, source: 'signup', code })).resolves.toBeUndefined();
  });

  it('retires the older open code once a new one is mailed', async () => {
    const { db } = getTestDatabase();
    useEnv({ SMTP_URL: sink.url });
    const email = 'twice@example.com';
    await sendVerificationCode(db, { email, source: 'signup', locale: 'en', now: new Date(Date.now() - 2 * 60_000) });
    const first = SIX_DIGITS.exec((await sink.waitForMail(email)).text)?.[1] ?? '';
    await sendVerificationCode(db, { email, source: 'signup', locale: 'en' });
    const second = SIX_DIGITS.exec((await sink.waitForMail(email)).text)?.[1] ?? '';
    const open = (await db.select().from(verificationCodes)).filter((row) => row.consumedAt === null);
    expect(open).toHaveLength(1);
    if (first !== second) {
      await expect(consumeVerificationCode(db, { email, source: 'signup', code: first })).rejects.toMatchObject({
        code: SERVER_CODE.WRONG_VERIFICATION_CODE,
      });
    }
    await expect(consumeVerificationCode(db, { email, source: 'signup', code: second })).resolves.toBeUndefined();
  });
});
