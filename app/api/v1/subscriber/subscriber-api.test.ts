import { closeDb, getDb, provideDatabase } from '@/db';
import { subscribers } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { callRoute, routeRequest } from '@/lib/server/platform/testing/route-call';
import {
  FAIL_TOKEN,
  PASS_TOKEN,
  SITEVERIFY_SECRET,
  type SiteverifyServer,
  startSiteverifyServer,
  unusedUrl,
  useSiteverifyEnv,
} from '@/lib/server/platform/testing/siteverify-server';
import { POST as subscribe } from './route';

let tokenCounter = 0;
const freshToken = () => `${PASS_TOKEN}-${++tokenCounter}`;

function post(body: object, token: string | undefined, language = 'en-US') {
  const headers: Record<string, string> = { 'accept-language': language };
  if (token !== undefined) headers['cf-turnstile-response'] = token;
  return callRoute(subscribe, routeRequest('/api/v1/subscriber', { body, headers }));
}

describe.each(TEST_DATABASE_KINDS)('POST /api/v1/subscriber on %s', (kind) => {
  let siteverify: SiteverifyServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    siteverify = await startSiteverifyServer();
    restoreEnv = useSiteverifyEnv({
      TURNSTILE_VERIFY_URL: siteverify.url,
      TURNSTILE_SECRET_KEY: SITEVERIFY_SECRET,
      TRUST_PROXY: '1',
    });
    provideDatabase(await createTestDatabase(kind));
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    restoreEnv();
    await siteverify.stop();
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  beforeEach(() => {
    siteverify.requests.length = 0;
  });

  it('subscribes with a verified token, in the request language, and answers 5002 the second time', async () => {
    expect(await post({ email: 'Fan@Example.com' }, freshToken(), 'zh-CN')).toEqual({
      status: 200,
      code: 0,
      data: { email: 'fan@example.com' },
      message: undefined,
    });
    expect(siteverify.requests[0]).toMatchObject({
      secret: SITEVERIFY_SECRET,
      remoteip: expect.stringMatching(/^10\./),
    });
    const again = await post({ email: 'fan@example.com' }, freshToken());
    expect(again).toMatchObject({ code: 5002, status: 400 });
    const rows = await (await getDb()).select().from(subscribers);
    expect(rows).toEqual([expect.objectContaining({ email: 'fan@example.com', locale: 'cn' })]);
  });

  it('refuses without a token (5016 naming the header) and never asks Cloudflare', async () => {
    const answer = await post({ email: 'a@example.com' }, undefined);
    expect(answer).toMatchObject({
      code: 5016,
      status: 400,
      message: expect.stringContaining('cf-turnstile-response'),
    });
    expect(siteverify.requests).toEqual([]);
  });

  it('checks the e-mail before spending a token', async () => {
    const answer = await post({ email: 'not an email' }, freshToken());
    expect(answer).toMatchObject({ code: 5016, message: expect.stringContaining('email') });
    expect(siteverify.requests).toEqual([]);
  });

  it('refuses a failed or reused token with 5021 turnstile-failed, in the request language', async () => {
    expect(await post({ email: 'b@example.com' }, FAIL_TOKEN)).toMatchObject({
      code: 5021,
      status: 403,
      message: 'The bot check did not pass. Please try again: turnstile-failed',
    });
    const token = freshToken();
    expect((await post({ email: 'c@example.com' }, token)).code).toBe(0);
    expect(await post({ email: 'd@example.com' }, token, 'zh-CN')).toMatchObject({
      code: 5021,
      message: '人机验证未通过，请重试: turnstile-failed',
    });
  });

  it('answers 5021 turnstile-unavailable (424, not a 5xx) when siteverify cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restore = useSiteverifyEnv({ TURNSTILE_VERIFY_URL: await unusedUrl() });
    try {
      const answer = await post({ email: 'e@example.com' }, freshToken());
      expect(answer).toMatchObject({
        code: 5021,
        status: 424,
        message: expect.stringMatching(/turnstile-unavailable$/),
      });
    } finally {
      restore();
      jest.restoreAllMocks();
    }
    const rows = await (await getDb()).select().from(subscribers);
    expect(rows.map((row) => row.email)).not.toContain('e@example.com');
  });
});
