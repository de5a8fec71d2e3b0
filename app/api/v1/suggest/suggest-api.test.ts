import { closeDb, getDb, provideDatabase } from '@/db';
import { feedback } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { REDACTED } from '@/lib/errors';
import { createUser } from '@/lib/server/accounts/users';
import { createSession } from '@/lib/server/auth/session';
import { callRoute, routeRequest } from '@/lib/server/platform/testing/route-call';
import {
  FAIL_TOKEN,
  PASS_TOKEN,
  SITEVERIFY_SECRET,
  type SiteverifyServer,
  startSiteverifyServer,
  useSiteverifyEnv,
} from '@/lib/server/platform/testing/siteverify-server';
import { POST as suggest } from './route';

const PRIVATE_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
let tokenCounter = 0;
const freshToken = () => `${PASS_TOKEN}-suggest-${++tokenCounter}`;

function post(body: object, headers: Record<string, string>) {
  return callRoute<{ id: number }>(suggest, routeRequest('/api/v1/suggest', { body, headers }));
}

describe.each(TEST_DATABASE_KINDS)('POST /api/v1/suggest on %s', (kind) => {
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

  it('stores anonymous feedback, redacted, in the request language', async () => {
    const answer = await post(
      {
        content: `Please add Sui. Also my key ${PRIVATE_KEY} fails`,
        email: 'me@example.com',
        page: '/cn/sui/check-balance',
      },
      { 'cf-turnstile-response': freshToken(), 'accept-language': 'zh-CN' },
    );
    expect(answer).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const rows = await (await getDb()).select().from(feedback);
    expect(rows).toEqual([
      expect.objectContaining({
        id: answer.data.id,
        userId: null,
        email: 'me@example.com',
        content: `Please add Sui. Also my key ${REDACTED} fails`,
        page: '/cn/sui/check-balance',
        locale: 'cn',
      }),
    ]);
  });

  it("keeps the signed-in user's id", async () => {
    const db = await getDb();
    const user = await createUser(db, { email: `suggest-${kind}@example.com`, invitedBy: null });
    const cookie = `next-auth.session-token=${await createSession(db, user.id)}`;
    const answer = await post({ content: 'A gas alert for BSC' }, { 'cf-turnstile-response': freshToken(), cookie });
    expect(answer.code).toBe(0);
    const rows = await db.select().from(feedback);
    expect(rows.find((row) => row.id === answer.data.id)).toMatchObject({ userId: user.id, email: null, page: null });
  });

  it('refuses without a token, with a failed token, and with too short a text', async () => {
    expect(await post({ content: 'A good idea' }, {})).toMatchObject({
      code: 5016,
      message: expect.stringContaining('cf-turnstile-response'),
    });
    expect(await post({ content: 'A good idea' }, { 'cf-turnstile-response': FAIL_TOKEN })).toMatchObject({
      code: 5021,
      status: 403,
    });
    expect(await post({ content: 'hi' }, { 'cf-turnstile-response': freshToken() })).toMatchObject({
      code: 5016,
      message: expect.stringContaining('content'),
    });
  });
});
