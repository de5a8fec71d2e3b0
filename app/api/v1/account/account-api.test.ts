import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { closeDb, getDb, provideDatabase } from '@/db';
import { verificationCodes } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { issueVerificationCode } from '@/lib/server/verification';
import { createBrowser } from '@/test/api-client';
import { type SmtpSink, startSmtpSink } from '@/test/smtp-sink';
import { POST as bindAddress } from './address/bind/route';
import { GET as avatarRoute } from './avatar/[id]/route';
import { POST as bindEmail } from './email/bind/route';
import { POST as sendCode } from './email/sendcode/route';
import { POST as forgetPassword } from './forget/password/route';
import { GET as info } from './info/route';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { GET as signMessage } from './signmsg/route';
import { POST as signUp } from './signup/route';
import { POST as signVerify } from './signverify/route';
import { POST as updateProfile } from './update/profile/route';

type Browser = ReturnType<typeof createBrowser>;
const PASSWORD = 'correct horse battery';
const SOLANA_ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e6f5a40000000049454e44ae426082',
  'hex',
);

async function mailedCode(sink: SmtpSink, email: string): Promise<string> {
  const mail = await sink.waitForMail(email);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail to ${email}`);
  return code;
}

async function signUpWithEmail(browser: Browser, sink: SmtpSink, email: string) {
  expect((await browser.post(sendCode, '/api/v1/account/email/sendcode', { email, source: 'signup' })).code).toBe(0);
  const verifyCode = await mailedCode(sink, email);
  return browser.post(signUp, '/api/v1/account/signup', { email, password: PASSWORD, verifyCode });
}

async function signWithWallet(browser: Browser, account: ReturnType<typeof privateKeyToAccount>) {
  const prepared = await browser.get<{ message: string }>(
    signMessage,
    `/api/v1/account/signmsg?address=${account.address}`,
  );
  expect(prepared.code).toBe(0);
  return { message: prepared.data.message, signature: await account.signMessage({ message: prepared.data.message }) };
}

describe.each(TEST_DATABASE_KINDS)('account API on %s', (kind) => {
  let sink: SmtpSink;
  let counter = 0;
  const newEmail = () => `user${++counter}.${kind}@example.com`;

  beforeAll(async () => {
    provideDatabase(await createTestDatabase(kind));
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    delete process.env.SMTP_URL;
    await sink?.close();
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('signs up by e-mail with a real mailed code, logs in, reads info, and logs out on the server', async () => {
    const browser = createBrowser();
    const email = newEmail();
    const signup = await signUpWithEmail(browser, sink, email);
    expect(signup).toMatchObject({ code: 0, data: { email, address: null, hasPassword: true, vipFeatures: [] } });
    expect(signup.setCookies.join()).toMatch(/next-auth\.session-token=.+HttpOnly; SameSite=Lax/);
    // The page's hint that a session may exist (issue 13: visitors ask nothing of /account/info): readable, no secret.
    expect(signup.setCookies).toContain('chainkit_session=1; Path=/; Max-Age=2592000; SameSite=Lax');
    expect((await browser.get(info, '/api/v1/account/info?timestamp=1')).data).toMatchObject({ email });

    const copied = createBrowser();
    for (const [name, value] of browser.jar) copied.jar.set(name, value);
    expect((await browser.post(logout, '/api/v1/account/logout')).code).toBe(0);
    expect((await browser.get(info, '/api/v1/account/info')).code).toBe(5006);
    // The cookie copied before logout no longer works: the session was revoked on the server, and the stale
    // cookie is dropped so the browser counts as signed out again.
    const stale = await copied.get(info, '/api/v1/account/info');
    expect(stale.code).toBe(5006);
    expect(stale.setCookies.join()).toMatch(/next-auth\.session-token=; .*Max-Age=0/);
    expect(stale.setCookies).toContain('chainkit_session=; Path=/; Max-Age=0; SameSite=Lax');

    const wrong = await browser.post(login, '/api/v1/account/login', { email, password: 'not the password' });
    const unknown = await browser.post(login, '/api/v1/account/login', { email: newEmail(), password: PASSWORD });
    expect([wrong.code, unknown.code]).toEqual([5012, 5012]);
    expect(wrong.message).toBe(unknown.message);
    expect((await browser.post(login, '/api/v1/account/login', { email, password: PASSWORD })).code).toBe(0);
    expect((await browser.get(info, '/api/v1/account/info')).data).toMatchObject({ email });
  });

  it('refuses a wrong, an expired and a reused code, and a resend too soon', async () => {
    const browser = createBrowser();
    const email = newEmail();
    await browser.post(sendCode, '/api/v1/account/email/sendcode', { email, source: 'signup' });
    const code = await mailedCode(sink, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await browser.post(signUp, '/api/v1/account/signup', {
      email,
      password: PASSWORD,
      verifyCode: wrongCode,
    });
    expect(wrong.code).toBe(5010);
    const again = await browser.post(sendCode, '/api/v1/account/email/sendcode', { email, source: 'signup' });
    expect([again.code, again.status]).toEqual([5013, 429]);

    const expiredEmail = newEmail();
    const { code: expiredCode } = await issueVerificationCode(await getDb(), {
      email: expiredEmail,
      source: 'signup',
      now: new Date(Date.now() - 11 * 60 * 1000),
    });
    const expired = { email: expiredEmail, password: PASSWORD, verifyCode: expiredCode };
    expect((await browser.post(signUp, '/api/v1/account/signup', expired)).code).toBe(5011);

    // A reset code works once, and the reset ends every session of the account.
    expect(
      (await browser.post(signUp, '/api/v1/account/signup', { email, password: PASSWORD, verifyCode: code })).code,
    ).toBe(0);
    const resetter = createBrowser();
    const resetEmail = newEmail();
    const owner = createBrowser();
    await signUpWithEmail(owner, sink, resetEmail);
    // Issued as if a minute later: the sign-up code went to this address a moment ago.
    const { code: resetCode } = await issueVerificationCode(await getDb(), {
      email: resetEmail,
      source: 'forgetPassword',
      now: new Date(Date.now() + 61_000),
    });
    const reset = {
      source: 'forgetPassword',
      email: resetEmail,
      verifyCode: resetCode,
      newPassword: 'a brand new password',
    };
    expect((await resetter.post(forgetPassword, '/api/v1/account/forget/password', reset)).code).toBe(0);
    expect((await resetter.post(forgetPassword, '/api/v1/account/forget/password', reset)).code).toBe(5010);
    expect((await owner.get(info, '/api/v1/account/info')).code).toBe(5006);
    const unknown = await resetter.post(sendCode, '/api/v1/account/email/sendcode', {
      email: newEmail(),
      source: 'forgetPassword',
    });
    expect(unknown.code).toBe(5015);
  });

  it.each([
    ['en', undefined, /^The code could not be e-mailed: our mail server is not answering right now\./],
    ['cn', 'zh-CN,zh;q=0.9', /^验证码邮件未能发出：我们的邮件服务器暂时无法连接。/],
  ] as const)(
    'with the mail server down (%s): a clear 5021, no code kept, and an immediate retry works',
    async (_locale, language, message) => {
      // A real refused connection: a sink that listened once and was closed, so its port answers nothing.
      const deadSink = await startSmtpSink();
      await deadSink.close();
      const browser = createBrowser('http://localhost:3000', language ? { 'accept-language': language } : {});
      const email = newEmail();
      const db = await getDb();
      const codesFor = () => db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        process.env.SMTP_URL = deadSink.url;
        const failed = await browser.post(sendCode, '/api/v1/account/email/sendcode', { email, source: 'signup' });
        expect([failed.code, failed.status]).toEqual([5021, 503]);
        expect(failed.message).toMatch(message);
        expect(await codesFor()).toEqual([]);
        // The operator hears what the mail server did, without the user's address.
        expect(logged.mock.calls.map((call) => call.join(' '))).toEqual([
          expect.stringMatching(/^\[mail\] verification code not delivered \(unreachable\): .*ECONNREFUSED/),
        ]);
        expect(logged.mock.calls.join(' ')).not.toContain(email);
      } finally {
        process.env.SMTP_URL = sink.url;
        logged.mockRestore();
      }
      // The 60 s window was not used up: the same address asks again at once and gets a code that works.
      expect((await browser.post(sendCode, '/api/v1/account/email/sendcode', { email, source: 'signup' })).code).toBe(
        0,
      );
      const verifyCode = await mailedCode(sink, email);
      expect(await codesFor()).toHaveLength(1);
      const signup = await browser.post(signUp, '/api/v1/account/signup', { email, password: PASSWORD, verifyCode });
      expect(signup.code).toBe(0);
    },
  );

  it('signs in with a wallet (SIWE) and refuses a replay and a foreign domain', async () => {
    const browser = createBrowser();
    const account = privateKeyToAccount(generatePrivateKey());
    const signed = await signWithWallet(browser, account);
    const first = await browser.post(signVerify, '/api/v1/account/signverify', signed);
    expect(first).toMatchObject({ code: 0, data: { address: account.address, email: null } });
    expect((await browser.post(signVerify, '/api/v1/account/signverify', signed)).code).toBe(5016);

    const phishing = createBrowser('http://evil.example');
    const foreign = await signWithWallet(phishing, account);
    const relayed = await browser.post(signVerify, '/api/v1/account/signverify', foreign);
    expect(relayed.code).toBe(5016);
    expect(relayed.message).toMatch(/domain/);
  });

  it('binds both ways: an e-mail account adds a wallet, a wallet account adds an e-mail', async () => {
    const emailUser = createBrowser();
    await signUpWithEmail(emailUser, sink, newEmail());
    const wallet = privateKeyToAccount(generatePrivateKey());
    const proof = await signWithWallet(emailUser, wallet);
    const bound = await emailUser.post(bindAddress, '/api/v1/account/address/bind', {
      address: wallet.address,
      signMsg: proof.message,
      msgSignature: proof.signature,
    });
    expect(bound).toMatchObject({ code: 0, data: { address: wallet.address } });

    const walletUser = createBrowser();
    const other = privateKeyToAccount(generatePrivateKey());
    await walletUser.post(signVerify, '/api/v1/account/signverify', await signWithWallet(walletUser, other));
    const email = newEmail();
    await walletUser.post(sendCode, '/api/v1/account/email/sendcode', { email, source: 'bindEmail' });
    const added = await walletUser.post(bindEmail, '/api/v1/account/email/bind', {
      email,
      password: PASSWORD,
      verifyCode: await mailedCode(sink, email),
    });
    expect(added).toMatchObject({ code: 0, data: { email, address: other.address, hasPassword: true } });

    // The first wallet is taken: another account cannot bind it.
    const third = createBrowser();
    await signUpWithEmail(third, sink, newEmail());
    const taken = await signWithWallet(third, wallet);
    const refused = await third.post(bindAddress, '/api/v1/account/address/bind', {
      address: wallet.address,
      signMsg: taken.message,
      msgSignature: taken.signature,
    });
    expect(refused.code).toBe(5014);
  });

  it('takes an image avatar and a clean user name, and refuses a non-image and markup', async () => {
    const browser = createBrowser();
    await signUpWithEmail(browser, sink, newEmail());
    const notImage = new FormData();
    notImage.set('avatar', new File(['<script>alert(1)</script>'], 'a.png', { type: 'image/png' }));
    expect((await browser.post(updateProfile, '/api/v1/account/update/profile', notImage)).code).toBe(5016);

    const form = new FormData();
    form.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    const saved = await browser.post<{ avatar: string }>(updateProfile, '/api/v1/account/update/profile', form);
    expect(saved.code).toBe(0);
    const id = saved.data.avatar.split('/').at(-1) as string;
    const served = await avatarRoute(new Request(`http://localhost:3000${saved.data.avatar}`), {
      params: Promise.resolve({ id }),
    });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    expect((await browser.post(updateProfile, '/api/v1/account/update/profile', { userName: '<b>x</b>' })).code).toBe(
      5016,
    );
    expect(
      (await browser.post(updateProfile, '/api/v1/account/update/profile', { userName: ' Alice ' })).data,
    ).toMatchObject({ userName: 'Alice' });
  });

  it('sets, returns and clears the Solana payout address, and changes nothing on a refused field', async () => {
    const browser = createBrowser();
    await signUpWithEmail(browser, sink, newEmail());
    const profile = '/api/v1/account/update/profile';
    expect((await browser.get(info, '/api/v1/account/info')).data).toMatchObject({ solanaPayoutAddress: null });

    const saved = await browser.post(updateProfile, profile, { solanaPayoutAddress: ` ${SOLANA_ADDRESS}\n` });
    expect(saved).toMatchObject({ code: 0, data: { solanaPayoutAddress: SOLANA_ADDRESS, userName: null } });
    expect((await browser.get(info, '/api/v1/account/info')).data).toMatchObject({
      solanaPayoutAddress: SOLANA_ADDRESS,
      inviteCode: expect.any(String),
      hasPassword: true,
    });

    const cnBrowser = createBrowser('http://localhost:3000', { 'accept-language': 'zh-CN,zh;q=0.9' });
    for (const [name, value] of browser.jar) cnBrowser.jar.set(name, value);
    // An EVM address, a 31-byte key, a non-base58 character (0), and a valid key with text after it.
    for (const bad of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '1111111111111111111111111111111',
      `0${SOLANA_ADDRESS.slice(1)}`,
      `${SOLANA_ADDRESS} x`,
    ]) {
      const refused = await browser.post(updateProfile, profile, { userName: 'Renamed', solanaPayoutAddress: bad });
      expect([refused.status, refused.code]).toEqual([400, 5016]);
      expect(refused.message).toMatch(/^The Solana payout address must be a Solana address/);
    }
    const refusedInChinese = await cnBrowser.post(updateProfile, profile, { solanaPayoutAddress: 'not an address' });
    expect(refusedInChinese.code).toBe(5016);
    expect(refusedInChinese.message).toMatch(/^Solana 收款地址须为/);
    // A good avatar and a good address beside a bad user name: neither is written (one transaction).
    const otherAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const mixed = new FormData();
    mixed.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }));
    mixed.set('userName', '<b>x</b>');
    mixed.set('solanaPayoutAddress', otherAddress);
    expect((await browser.post(updateProfile, profile, mixed)).code).toBe(5016);
    expect((await browser.get(info, '/api/v1/account/info')).data).toMatchObject({
      userName: null,
      avatar: null,
      solanaPayoutAddress: SOLANA_ADDRESS,
    });

    const viaForm = new FormData();
    viaForm.set('solanaPayoutAddress', otherAddress);
    expect((await browser.post(updateProfile, profile, viaForm)).data).toMatchObject({
      solanaPayoutAddress: otherAddress,
    });
    const cleared = await browser.post(updateProfile, profile, { solanaPayoutAddress: '' });
    expect(cleared).toMatchObject({ code: 0, data: { solanaPayoutAddress: null } });
    expect((await browser.post(updateProfile, profile, {})).code).toBe(5016);
  });

  it('refuses state-changing calls from a foreign origin', async () => {
    const browser = createBrowser('http://localhost:3000', { origin: 'https://evil.example' });
    const answer = await browser.post(login, '/api/v1/account/login', { email: newEmail(), password: PASSWORD });
    expect([answer.status, answer.code]).toEqual([403, 5016]);
  });

  it('limits sign-in attempts per account with a clear message', async () => {
    const browser = createBrowser('http://localhost:3000', { 'x-forwarded-for': `10.1.${counter}.1` });
    const email = newEmail();
    await signUpWithEmail(browser, sink, email);
    let last = { code: 0, status: 0, message: '' as string | undefined };
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await browser.post(login, '/api/v1/account/login', { email, password: 'wrong password' });
    }
    expect([last.status, last.code]).toEqual([429, 5021]);
    expect(last.message).toMatch(/Try again/);
  });
});
