import { randomBytes } from 'node:crypto';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { createUser } from '@/lib/server/accounts/users';
import { ApiError } from '@/lib/server/api/handler';
import { provideNetTestOverrides } from '@/lib/server/net/test-overrides';
import { type CountingServer, startCountingServer } from '@/lib/server/net/testing/local-server';
import { addCustomChain, CHAIN_CHECKS_PER_HOUR, deleteCustomChain, listCustomChains } from './service';

const PUBLIC = '127.0.0.2';
let rpcNode: CountingServer;

async function outcome(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 0;
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}${error.detail ? ` ${error.detail}` : ''}`;
    throw error;
  }
}

beforeAll(async () => {
  rpcNode = await startCountingServer(PUBLIC, (_request, response) => {
    // A slow node, so concurrent adds all pass the duplicate check before any of them inserts.
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"jsonrpc":"2.0","id":1,"result":"0x2a"}');
    }, 50);
  });
  provideNetTestOverrides({
    resolve: async () => [{ address: PUBLIC, family: 4 }],
    allowPrivateForTests: [PUBLIC],
  });
});

afterAll(async () => {
  provideNetTestOverrides(undefined);
  await rpcNode?.close();
});

describe.each(TEST_DATABASE_KINDS)('custom chains service on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const newUser = () => createUser(getTestDatabase().db, { email: `${randomBytes(6).toString('hex')}@example.com` });
  const rpcUrl = (path = '/') => `http://rpc.chain.test:${rpcNode.port}${path}`;

  it('adds one of several concurrent identical requests; the others answer 5007', async () => {
    const { db } = getTestDatabase();
    const user = await newUser();
    const input = { chainId: 42, rpcUrl: rpcUrl() };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => outcome(addCustomChain(db, user.id, input, { isHttpAllowed: true }))),
    );
    expect(results.sort()).toEqual([0, '5007', '5007', '5007', '5007']);
    expect(await listCustomChains(db, user.id)).toEqual([
      expect.objectContaining({ chainId: 42, name: 'EVM chain 42', symbol: 'ETH', decimals: 18, explorerUrl: null }),
    ]);
  });

  it('refuses plain http outside development', async () => {
    const { db } = getTestDatabase();
    const user = await newUser();
    const before = rpcNode.seen.length;
    expect(await outcome(addCustomChain(db, user.id, { chainId: 42, rpcUrl: rpcUrl() }))).toBe(
      '5021 scheme-not-allowed',
    );
    expect(rpcNode.seen).toHaveLength(before);
  });

  it('bounds the RPC checks per user and hour', async () => {
    const { db } = getTestDatabase();
    const user = await newUser();
    const now = new Date('2031-01-01T00:00:00Z');
    const add = (index: number) =>
      outcome(addCustomChain(db, user.id, { chainId: 42, rpcUrl: rpcUrl(`/${index}`) }, { isHttpAllowed: true, now }));
    for (let index = 0; index < CHAIN_CHECKS_PER_HOUR; index += 1) expect(await add(index)).toBe(0);
    const before = rpcNode.seen.length;
    expect(await add(CHAIN_CHECKS_PER_HOUR)).toBe('5021');
    expect(rpcNode.seen).toHaveLength(before);
    // Removing one does not give the check back, but frees room in the allowance.
    const [first] = await listCustomChains(db, user.id);
    await deleteCustomChain(db, user.id, first.id);
    expect(await listCustomChains(db, user.id)).toHaveLength(CHAIN_CHECKS_PER_HOUR - 1);
  });
});
