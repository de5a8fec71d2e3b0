import type { TurnstileConfig } from './config';
import {
  FAIL_TOKEN,
  GARBAGE_TOKEN,
  HANG_TOKEN,
  INTERNAL_TOKEN,
  PASS_TOKEN,
  SITEVERIFY_SECRET,
  type SiteverifyServer,
  startSiteverifyServer,
  unusedUrl,
  useSiteverifyEnv,
} from './testing/siteverify-server';
import { checkTurnstileToken, requireTurnstile } from './turnstile';

describe('Turnstile siteverify against a local server', () => {
  let server: SiteverifyServer;
  let config: TurnstileConfig;

  beforeAll(async () => {
    server = await startSiteverifyServer();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.requests.length = 0;
    server.setAction(undefined);
    config = {
      secretKey: SITEVERIFY_SECRET,
      siteKey: 'site',
      verifyUrl: server.url,
      timeoutMs: 2_000,
      isUsingTestKeys: false,
    };
  });
  const check = (token: string, extra: Partial<Parameters<typeof checkTurnstileToken>[0]> = {}) =>
    checkTurnstileToken({ token, config, ...extra });

  it('passes a good token once, posting secret, response and remoteip as a form', async () => {
    const token = `${PASS_TOKEN}-1`;
    expect(await check(token, { remoteIp: '203.0.113.7' })).toEqual({
      isSuccess: true,
      hostname: 'localhost',
      challengeTs: expect.any(String),
    });
    expect(server.requests).toEqual([
      {
        secret: SITEVERIFY_SECRET,
        response: token,
        remoteip: '203.0.113.7',
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      },
    ]);
    expect(await check(token)).toEqual({
      isSuccess: false,
      refusal: 'turnstile-failed',
      errorCodes: ['timeout-or-duplicate'],
    });
    expect(server.requests[1].remoteip).toBeNull();
  });

  it('fails a bad token, and a token made for another form', async () => {
    expect(await check(FAIL_TOKEN)).toEqual({
      isSuccess: false,
      refusal: 'turnstile-failed',
      errorCodes: ['invalid-input-response'],
    });
    server.setAction('subscribe');
    expect(await check(`${PASS_TOKEN}-2`, { expectedAction: 'suggest' })).toMatchObject({
      refusal: 'turnstile-failed',
      errorCodes: ['action-mismatch'],
    });
    expect(await check(`${PASS_TOKEN}-3`, { expectedAction: 'subscribe' })).toMatchObject({ isSuccess: true });
    expect(await check('x'.repeat(2049))).toMatchObject({ refusal: 'turnstile-failed' });
    expect(server.requests).toHaveLength(3);
  });

  it('tells Cloudflare trouble and our own misconfiguration from a failed visitor', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await check(INTERNAL_TOKEN)).toMatchObject({ refusal: 'turnstile-unavailable' });
    expect(await check(GARBAGE_TOKEN)).toMatchObject({ refusal: 'turnstile-unavailable', errorCodes: ['bad-answer'] });
    config.secretKey = 'wrong';
    expect(await check(PASS_TOKEN)).toMatchObject({ refusal: 'turnstile-not-configured' });
    config.secretKey = null;
    expect(await check(PASS_TOKEN)).toMatchObject({ refusal: 'turnstile-not-configured' });
    jest.restoreAllMocks();
  });

  it('answers unavailable when siteverify cannot be reached or does not answer in time', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    config.verifyUrl = await unusedUrl();
    expect(await check(PASS_TOKEN)).toEqual({
      isSuccess: false,
      refusal: 'turnstile-unavailable',
      errorCodes: ['network-error'],
    });
    config.verifyUrl = server.url;
    config.timeoutMs = 200;
    const started = Date.now();
    expect(await check(HANG_TOKEN)).toMatchObject({ refusal: 'turnstile-unavailable', errorCodes: ['network-error'] });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('requireTurnstile reads the header and throws the envelope errors', async () => {
    // One trusted proxy: the client address comes from X-Forwarded-For (lib/server/security/client-ip.ts).
    const restore = useSiteverifyEnv({
      TURNSTILE_VERIFY_URL: server.url,
      TURNSTILE_SECRET_KEY: SITEVERIFY_SECRET,
      TRUST_PROXY: '1',
    });
    try {
      const request = (token?: string) =>
        new Request('http://localhost/api/v1/subscriber', {
          method: 'POST',
          headers: {
            'x-forwarded-for': '198.51.100.4',
            ...(token === undefined ? {} : { 'cf-turnstile-response': token }),
          },
        });
      await expect(requireTurnstile(request(`${PASS_TOKEN}-4`))).resolves.toBeUndefined();
      expect(server.requests.at(-1)?.remoteip).toBe('198.51.100.4');
      await expect(requireTurnstile(request())).rejects.toMatchObject({ code: 5016, detail: 'cf-turnstile-response' });
      await expect(requireTurnstile(request('  '))).rejects.toMatchObject({ code: 5016 });
      await expect(requireTurnstile(request(FAIL_TOKEN))).rejects.toMatchObject({
        code: 5021,
        status: 403,
        detail: 'turnstile-failed',
      });
    } finally {
      restore();
    }
  });
});
