import { rateLimits, verificationCodes } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { SERVER_CODE } from '@/lib/errors';
import { MailNotConfiguredError } from '@/lib/server/mail';
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

  it('retires the code and allows an immediate retry when the mail server fails', async () => {
    const { db } = getTestDatabase();
    const deadSink = await startSmtpSink();
    await deadSink.close();
    const email = 'retry@example.com';
    useEnv({ SMTP_URL: deadSink.url });
    await expect(sendVerificationCode(db, { email, source: 'signup', locale: 'en' })).rejects.toThrow();
    const [failed] = await db.select().from(verificationCodes);
    expect(failed.consumedAt).not.toBeNull();

    useEnv({ SMTP_URL: sink.url });
    await expect(sendVerificationCode(db, { email, source: 'signup', locale: 'en' })).resolves.toEqual({
      delivery: 'smtp',
    });
    const code = SIX_DIGITS.exec((await sink.waitForMail(email)).text)?.[1] ?? '';
    await expect(consumeVerificationCode(db, { email, source: 'signup', code })).resolves.toBeUndefined();
  });
});
