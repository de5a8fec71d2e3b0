import { randomBytes } from 'node:crypto';
import { closeDb, getDb, provideDatabase } from '@/db';
import { customChains } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { createUser } from '@/lib/server/accounts/users';
import { createSession } from '@/lib/server/auth/session';
import { MAX_CUSTOM_CHAINS_PER_USER } from '@/lib/server/chains-custom';
import { provideNetTestOverrides } from '@/lib/server/net/test-overrides';
import { type CountingServer, startCountingServer } from '@/lib/server/net/testing/local-server';
import { createBrowser } from '@/test/api-client';
import { POST as remove } from './del/route';
import { POST as add, GET as list } from './route';

// The user's RPC is a local server on 127.0.0.2 (the address the test knob treats as public) named rpc.chain.test;
// /chain/<id> answers eth_chainId with that id. A counting listener on 127.0.0.1 must never be reached.
const PUBLIC = '127.0.0.2';

let rpcNode: CountingServer;
let loopback: CountingServer;

async function signedIn(language = 'en-US') {
  const db = await getDb();
  const user = await createUser(db, { email: `chains.${randomBytes(6).toString('hex')}@example.com` });
  const browser = createBrowser('http://localhost:3000', { 'accept-language': language });
  browser.jar.set('next-auth.session-token', await createSession(db, user.id));
  return { browser, user };
}

describe.each(TEST_DATABASE_KINDS)('custom chain API on %s', (kind) => {
  beforeAll(async () => {
    provideDatabase(await createTestDatabase(kind));
    loopback = await startCountingServer('127.0.0.1');
    rpcNode = await startCountingServer(PUBLIC, (request, response) => {
      const path = new URL(request.url, 'http://x').pathname;
      if (path === '/to-loopback') {
        response.writeHead(307, { location: `${loopback.origin}/chain/56` });
        response.end();
        return;
      }
      if (path === '/failing') {
        response.writeHead(500);
        response.end();
        return;
      }
      const id = /^\/chain\/(\d+)$/.exec(path)?.[1];
      response.writeHead(200, { 'content-type': 'application/json' });
      const result = id ? `0x${Number(id).toString(16)}` : 'not a chain id';
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result }));
    });
    provideNetTestOverrides({
      resolve: async (hostname) => {
        if (hostname === 'rpc.chain.test') return [{ address: PUBLIC, family: 4 }];
        if (hostname === 'loopback.chain.test') return [{ address: '127.0.0.1', family: 4 }];
        return [];
      },
      allowPrivateForTests: [PUBLIC],
      allowHttpForTests: true,
    });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    provideNetTestOverrides(undefined);
    await Promise.all([rpcNode?.close(), loopback?.close()]);
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  const rpc = (path: string) => `http://rpc.chain.test:${rpcNode.port}${path}`;

  it('answers 5006 to a signed-out browser', async () => {
    const browser = createBrowser();
    const answers = [
      await browser.get(list, '/api/v1/chain/custom'),
      await browser.post(add, '/api/v1/chain/custom', { chainId: 56, rpcUrl: rpc('/chain/56') }),
      await browser.post(remove, '/api/v1/chain/custom/del', { id: 1 }),
    ];
    expect(answers.map((answer) => [answer.code, answer.status])).toEqual(Array(3).fill([5006, 401]));
    expect(rpcNode.seen).toHaveLength(0);
  });

  it('adds a chain after reading its id from the RPC, lists it, and refuses it twice with 5007', async () => {
    const { browser } = await signedIn();
    const seenBefore = rpcNode.seen.length;
    const bsc = await browser.post(add, '/api/v1/chain/custom', { chainId: '56', rpcUrl: rpc('/chain/56') });
    expect(bsc).toMatchObject({
      code: 0,
      data: {
        chainId: 56,
        name: 'BNB Smart Chain',
        symbol: 'BNB',
        decimals: 18,
        rpcUrl: rpc('/chain/56'),
        explorerUrl: 'https://bscscan.com',
      },
    });
    expect(JSON.parse(rpcNode.seen[seenBefore].body.toString())).toMatchObject({ method: 'eth_chainId' });
    const own = await browser.post(add, '/api/v1/chain/custom', {
      chainId: 31337,
      rpcUrl: rpc('/chain/31337'),
      name: 'My devnet',
      symbol: 'DEV',
      decimals: 6,
      explorerUrl: '',
    });
    expect(own.data).toMatchObject({
      chainId: 31337,
      name: 'My devnet',
      symbol: 'DEV',
      decimals: 6,
      explorerUrl: null,
    });
    const again = await browser.post(add, '/api/v1/chain/custom', {
      chainId: 56,
      rpcUrl: `HTTP://RPC.CHAIN.TEST:${rpcNode.port}/chain/56`,
    });
    expect(again).toMatchObject({ code: 5007, status: 400, message: 'This RPC has already been added' });
    expect(rpcNode.seen).toHaveLength(seenBefore + 2);
    const listed = await browser.get<{ chainId: number }[]>(list, '/api/v1/chain/custom');
    expect(listed.data.map((chain) => chain.chainId)).toEqual([56, 31337]);
    // Another user's list is their own.
    expect((await (await signedIn()).browser.get(list, '/api/v1/chain/custom')).data).toEqual([]);
  });

  it('refuses a chain id the RPC does not serve, and RPCs that fail, with 5021 in the user language', async () => {
    const { browser } = await signedIn('zh-CN');
    const mismatch = await browser.post(add, '/api/v1/chain/custom', { chainId: 1, rpcUrl: rpc('/chain/56') });
    expect(mismatch).toMatchObject({
      code: 5021,
      status: 400,
      message: '该 RPC 所属的链与您填写的链 ID 不一致: chain-id-mismatch (RPC serves 56)',
    });
    const bad = await browser.post(add, '/api/v1/chain/custom', { chainId: 1, rpcUrl: rpc('/nonsense') });
    expect(bad.message).toMatch(/: rpc-bad-answer$/);
    const failing = await browser.post(add, '/api/v1/chain/custom', { chainId: 1, rpcUrl: rpc('/failing') });
    expect(failing.message).toMatch(/: rpc-unreachable$/);
    const closed = await startCountingServer(PUBLIC);
    await closed.close();
    const down = await browser.post(add, '/api/v1/chain/custom', {
      chainId: 1,
      rpcUrl: `http://rpc.chain.test:${closed.port}/`,
    });
    expect(down).toMatchObject({ code: 5021, message: expect.stringMatching(/: rpc-unreachable \(unreachable\)$/) });
    expect((await browser.get(list, '/api/v1/chain/custom')).data).toEqual([]);
  });

  it('answers 5016 naming bad fields', async () => {
    const { browser } = await signedIn();
    const bad = async (body: unknown) => (await browser.post(add, '/api/v1/chain/custom', body)).message;
    expect(await bad({ chainId: 0, rpcUrl: rpc('/chain/1') })).toMatch(/chainId$/);
    expect(await bad({ chainId: 1, rpcUrl: 'ftp://rpc.example.com' })).toMatch(/rpcUrl$/);
    expect(await bad({ chainId: 1, rpcUrl: rpc('/chain/1'), explorerUrl: 'javascript:alert(1)' })).toMatch(
      /explorerUrl$/,
    );
    expect(await bad({ chainId: 1, rpcUrl: rpc('/chain/1'), name: 'a\u0007b', decimals: 99 })).toMatch(
      /name, decimals$/,
    );
    expect((await browser.post(remove, '/api/v1/chain/custom/del', { id: 'x' })).code).toBe(5016);
  });

  it('never lets the check reach a local address', async () => {
    const { browser } = await signedIn();
    const port = loopback.port;
    const tricks = [
      `http://127.0.0.1:${port}/chain/1`,
      `http://localhost:${port}/chain/1`,
      `http://2130706433:${port}/chain/1`,
      `http://0x7f000001:${port}/chain/1`,
      `http://[::1]:${port}/chain/1`,
      `http://[::ffff:127.0.0.1]:${port}/chain/1`,
      `http://0.0.0.0:${port}/chain/1`,
      `http://loopback.chain.test:${port}/chain/1`,
      `http://rpc.chain.test@127.0.0.1:${port}/chain/1`,
      'http://169.254.169.254/latest/meta-data/',
      rpc('/to-loopback'),
    ];
    for (const rpcUrl of tricks) {
      const answer = await browser.post(add, '/api/v1/chain/custom', { chainId: 1, rpcUrl });
      expect({ rpcUrl, code: answer.code, status: answer.status }).toEqual({ rpcUrl, code: 5021, status: 403 });
    }
    expect(loopback.seen.length + loopback.connections()).toBe(0);
  });

  it('removes the user own entries only', async () => {
    const { browser: owner } = await signedIn();
    const { browser: other } = await signedIn('zh-CN');
    const added = await owner.post<{ id: number }>(add, '/api/v1/chain/custom', {
      chainId: 10,
      rpcUrl: rpc('/chain/10'),
    });
    const stranger = await other.post(remove, '/api/v1/chain/custom/del', { id: added.data.id });
    expect(stranger).toMatchObject({ code: 5021, status: 404, message: '您没有该编号的自定义链: entry-not-found' });
    expect((await owner.get<unknown[]>(list, '/api/v1/chain/custom')).data).toHaveLength(1);
    expect(await owner.post(remove, '/api/v1/chain/custom/del', { id: added.data.id })).toMatchObject({
      code: 0,
      data: { id: added.data.id },
    });
    expect((await owner.get(list, '/api/v1/chain/custom')).data).toEqual([]);
    expect((await owner.post(remove, '/api/v1/chain/custom/del', { id: added.data.id })).status).toBe(404);
  });

  it('keeps each user below the allowance', async () => {
    const { browser, user } = await signedIn();
    const db = await getDb();
    await db.insert(customChains).values(
      Array.from({ length: MAX_CUSTOM_CHAINS_PER_USER }, (_, index) => ({
        userId: user.id,
        chainId: 1000 + index,
        name: `Chain ${index}`,
        rpcUrl: rpc(`/chain/${1000 + index}`),
        symbol: 'ETH',
      })),
    );
    const seenBefore = rpcNode.seen.length;
    const answer = await browser.post(add, '/api/v1/chain/custom', { chainId: 5, rpcUrl: rpc('/chain/5') });
    expect(answer).toMatchObject({ code: 5021, status: 409, message: expect.stringMatching(/too-many-chains$/) });
    expect(rpcNode.seen).toHaveLength(seenBefore);
  });
});
