import { type SmtpSink, startSmtpSink } from '@/test/smtp-sink';
import { assertMailConfigured, DEFAULT_MAIL_FROM, MailNotConfiguredError } from './config';
import { sendVerificationCodeMail } from './send-verification-code-mail';

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

function spyOnConsole() {
  return CONSOLE_METHODS.map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
}

function consoleLines(spies: jest.SpyInstance[]): string[] {
  return spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
}

function useEnv(overrides: Record<string, string | undefined>) {
  jest.replaceProperty(process, 'env', { ...process.env, ...overrides });
}

describe('sendVerificationCodeMail', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  afterEach(() => jest.restoreAllMocks());

  it('delivers an English mail over SMTP with the code in both bodies', async () => {
    useEnv({ SMTP_URL: sink.url, MAIL_FROM: undefined });
    const spies = spyOnConsole();
    const result = await sendVerificationCodeMail({
      to: 'alice@example.com',
      code: '042137',
      source: 'signup',
      locale: 'en',
    });
    expect(result).toEqual({ delivery: 'smtp' });
    const mail = await sink.waitForMail('alice@example.com');
    expect(mail.from).toBe(DEFAULT_MAIL_FROM);
    expect(mail.subject).toBe('Your Chainkit sign-up code');
    expect(mail.text).toContain('042137');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('042137');
    expect(consoleLines(spies)).toEqual([]);
  });

  it('delivers a Chinese mail from MAIL_FROM', async () => {
    useEnv({ SMTP_URL: sink.url, MAIL_FROM: '链工具 <codes@chainkit.test>' });
    await sendVerificationCodeMail({ to: 'bob@example.com', code: '900001', source: 'forgetPassword', locale: 'cn' });
    const mail = await sink.waitForMail('bob@example.com');
    expect(mail.from).toBe('链工具 <codes@chainkit.test>');
    expect(mail.subject).toBe('Chainkit 重置密码验证码');
    expect(mail.text).toContain('您的验证码是： 900001');
    expect(mail.text).toContain('10 分钟内有效');
    expect(mail.html).toContain('900001');
  });

  it('refuses anything but six digits', async () => {
    useEnv({ SMTP_URL: sink.url });
    await expect(
      sendVerificationCodeMail({ to: 'carol@example.com', code: '12345', source: 'signup', locale: 'en' }),
    ).rejects.toThrow(TypeError);
  });

  it('writes exactly one log line with the code in development without SMTP_URL', async () => {
    useEnv({ SMTP_URL: undefined, NODE_ENV: 'development' });
    const spies = spyOnConsole();
    const result = await sendVerificationCodeMail({
      to: 'dave@example.com',
      code: '314159',
      source: 'bindEmail',
      locale: 'cn',
    });
    expect(result).toEqual({ delivery: 'development-log' });
    expect(consoleLines(spies)).toEqual([
      '[mail:development] verification code for dave@example.com (bindEmail): 314159',
    ]);
    expect(assertMailConfigured()).toBe('development-log');
  });

  it('refuses to send in production without SMTP_URL, naming the variable, and logs nothing', async () => {
    useEnv({ SMTP_URL: '', NODE_ENV: 'production' });
    const spies = spyOnConsole();
    const sending = sendVerificationCodeMail({
      to: 'erin@example.com',
      code: '271828',
      source: 'signup',
      locale: 'en',
    });
    await expect(sending).rejects.toThrow(MailNotConfiguredError);
    await expect(sending).rejects.toThrow(/^SMTP_URL is not set: e-mail sending is disabled in production/);
    expect(() => assertMailConfigured()).toThrow(MailNotConfiguredError);
    expect(consoleLines(spies)).toEqual([]);
  });

  it('uses SMTP in production once SMTP_URL is set', async () => {
    useEnv({ SMTP_URL: sink.url, NODE_ENV: 'production' });
    expect(assertMailConfigured()).toBe('smtp');
    await sendVerificationCodeMail({ to: 'frank@example.com', code: '161803', source: 'signup', locale: 'en' });
    expect((await sink.waitForMail('frank@example.com')).text).toContain('161803');
  });

  it('rejects an SMTP_URL that is not smtp:// or smtps://', () => {
    useEnv({ SMTP_URL: 'http://mail.example.com' });
    expect(() => assertMailConfigured()).toThrow(/SMTP_URL/);
  });
});
