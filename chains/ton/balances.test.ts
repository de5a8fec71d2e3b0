import { Address } from '@ton/core';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { InvalidTonOwnerError, InvalidTonTokenError, readTonBalances } from './balances';
import { TON_CHAIN_ID, tonFamily } from './family';

// 2,000 owners (the spec's limit without RPC VIP), TON and a jetton, read through the toncenter stand-in with every
// HTTP request counted: the read must cost a few dozen requests, not one (or three) per owner.

const OWNER_COUNT = 2_000;
const ownerAddress = (index: number) =>
  new Address(0, Buffer.from(`${index.toString(16).padStart(8, '0')}`.repeat(8), 'hex'));
const OWNERS = Array.from({ length: OWNER_COUNT }, (_, index) => ownerAddress(index));
/** Pasted as wallets show them: non-bounceable; a few raw. */
const OWNER_TEXTS = OWNERS.map((owner, index) =>
  index % 50 === 7 ? owner.toRawString() : owner.toString({ bounceable: false }),
);
/** Every third owner holds TON, every tenth the jetton. */
const TON = new Map(
  OWNERS.filter((_, i) => i % 3 === 0).map((owner, i) => [owner.toRawString(), BigInt(i + 1) * 1_000_003n]),
);
const JETTON = new Map(
  OWNERS.filter((_, i) => i % 10 === 0).map((owner, i) => [owner.toRawString(), BigInt(i + 1) * 999n]),
);

let standIn: TonStandIn;
let jetton: TestJetton;
/** TON of each owner as the sandbox holds it after setup (minting sends jetton owners some TON too). */
const expectedTon = new Map<string, bigint>();
const read = (options: Partial<Parameters<typeof readTonBalances>[0]> = {}) =>
  readTonBalances({ jsonRpcUrl: standIn.jsonRpcUrl, owners: OWNER_TEXTS, retryDelayMs: 5, ...options });
const count = (predicate: (request: TonStandIn['requests'][number]) => boolean) =>
  standIn.requests.filter(predicate).length;

beforeAll(async () => {
  standIn = await startTonStandIn();
  for (const owner of OWNERS) {
    const amount = TON.get(owner.toRawString());
    if (amount) (await standIn.blockchain.getContract(owner)).balance = amount;
  }
  jetton = await deployTestJetton(standIn);
  for (const owner of OWNERS) {
    const amount = JETTON.get(owner.toRawString());
    if (amount) await jetton.mint(owner, amount);
  }
  for (const owner of OWNERS) {
    expectedTon.set(owner.toRawString(), (await standIn.blockchain.getContract(owner)).balance);
  }
  expect([...expectedTon.values()].filter((balance) => balance > 0n).length).toBeGreaterThan(TON.size);
}, 180_000);

afterAll(async () => {
  await standIn?.stop();
});

beforeEach(() => {
  standIn.requests.length = 0;
});

describe('readTonBalances on the stand-in', () => {
  it('reads TON and a jetton of 2,000 owners in 42 HTTP requests', async () => {
    const progress: number[] = [];
    const [ton, token] = await read({
      tokens: ['native', jetton.address.toString()],
      onProgress: ({ done }) => progress.push(done),
    });
    expect(ton).toMatchObject({ token: 'native', symbol: 'TON', decimals: 9 });
    // Off-chain content: no symbol on chain, TEP-64's default of 9 decimals; wallets computed from the reference layout.
    expect(token).toMatchObject({
      token: jetton.address.toString(),
      symbol: '',
      decimals: 9,
      jettonWallets: 'reference',
    });
    expect(ton.balances.map((row) => row.owner)).toEqual(
      OWNER_TEXTS.map((text, index) => (index % 50 === 7 ? OWNERS[index].toString() : text)),
    );
    expect(ton.balances.map((row) => row.balance)).toEqual(OWNERS.map((owner) => expectedTon.get(owner.toRawString())));
    // The jetton's own wallets are computed, so even minted-to owners with TON keep their TON apart from jettons.
    expect(token.balances.map((row) => row.balance)).toEqual(
      OWNERS.map((owner) => JETTON.get(owner.toRawString()) ?? 0n),
    );
    // 20 accountStates for TON; get_jetton_data, one get_wallet_address, 20 accountStates for the jetton wallets.
    expect(standIn.requests).toHaveLength(42);
    expect(count((request) => request.path === '/api/v3/accountStates')).toBe(40);
    expect(count((request) => request.rpcMethod === 'runGetMethod')).toBe(2);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(OWNER_COUNT);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  }, 120_000);

  it('reads through v2 alone (our passthrough relays v2 only): one call per account, the same balances', async () => {
    const owners = OWNER_TEXTS.slice(0, 30);
    const [ton, token] = await read({ owners, tokens: ['native', jetton.address.toString()], v3Url: null });
    expect(ton.balances.map((row) => row.balance)).toEqual(
      OWNERS.slice(0, 30).map((owner) => expectedTon.get(owner.toRawString())),
    );
    expect(token.balances.map((row) => row.balance)).toEqual(
      OWNERS.slice(0, 30).map((owner) => JETTON.get(owner.toRawString()) ?? 0n),
    );
    expect(token.jettonWallets).toBe('reference');
    expect(count((request) => request.path === '/api/v3/accountStates')).toBe(0);
    expect(count((request) => request.rpcMethod === 'getAddressBalance')).toBe(30);
    // get_jetton_data and one get_wallet_address; each jetton wallet's data from getAddressInformation.
    expect(count((request) => request.rpcMethod === 'runGetMethod')).toBe(2);
    expect(count((request) => request.rpcMethod === 'getAddressInformation')).toBe(30);
    expect(standIn.requests).toHaveLength(62);
  }, 60_000);

  it('asks the minter for every owner when told not to compute, with the same balances', async () => {
    const owners = OWNER_TEXTS.slice(0, 30);
    const [token] = await read({ owners, tokens: [jetton.address.toString()], deriveLocally: false });
    expect(token.jettonWallets).toBe('minter');
    expect(token.balances.map((row) => row.balance)).toEqual(
      OWNERS.slice(0, 30).map((owner) => JETTON.get(owner.toRawString()) ?? 0n),
    );
    // get_jetton_data, 30 get_wallet_address, and get_wallet_data for the 3 holders (no known layout to read data by).
    expect(count((request) => request.rpcMethod === 'runGetMethod')).toBe(1 + 30 + 3);
    expect(count((request) => request.path === '/api/v3/accountStates')).toBe(1);
  }, 60_000);

  it('retries rate-limited requests (HTTP 429) and reads a repeated owner once', async () => {
    standIn.rateLimitNext(2);
    const owners = [OWNER_TEXTS[3], OWNER_TEXTS[0], OWNER_TEXTS[3]];
    const [ton] = await read({ owners });
    expect(ton.balances.map((row) => row.balance)).toEqual([
      expectedTon.get(OWNERS[3].toRawString()),
      expectedTon.get(OWNERS[0].toRawString()),
      expectedTon.get(OWNERS[3].toRawString()),
    ]);
    expect(standIn.requests).toHaveLength(3);
    const query = new URL(`http://x${standIn.requests[2].path}`);
    expect(query.pathname).toBe('/api/v3/accountStates');
  }, 30_000);

  it('gives up after the retries with the status in the message', async () => {
    standIn.rateLimitNext(10);
    await expect(read({ owners: OWNER_TEXTS.slice(0, 2), retries: 2 })).rejects.toThrow(/HTTP 429/);
    expect(standIn.requests).toHaveLength(3);
    standIn.rateLimitNext(0);
  }, 30_000);

  it('refuses bad owners or tokens before any request', async () => {
    await expect(read({ owners: [OWNER_TEXTS[0], 'EQ-nope', 'x'] })).rejects.toThrow(InvalidTonOwnerError);
    await expect(read({ owners: [OWNER_TEXTS[0]], tokens: ['nope'] })).rejects.toThrow(InvalidTonTokenError);
    await expect(read({ owners: [OWNER_TEXTS[0]], addressesPerRequest: 1_001 })).rejects.toThrow(RangeError);
    expect(standIn.requests).toHaveLength(0);
  });

  it('says a token that is no jetton minter', async () => {
    await expect(read({ owners: [OWNER_TEXTS[0]], tokens: [OWNERS[5].toString()] })).rejects.toThrow(
      /not a jetton minter/,
    );
  });

  it('serves the family interface', async () => {
    const result = await tonFamily.readBalances({
      chainId: TON_CHAIN_ID,
      owners: OWNER_TEXTS.slice(0, 10),
      token: jetton.address.toString(),
      rpcUrl: standIn.jsonRpcUrl,
    });
    expect(result).toMatchObject({ chainId: TON_CHAIN_ID, decimals: 9 });
    expect(result.balances.map((row) => row.balance)).toEqual(
      OWNERS.slice(0, 10).map((owner) => JETTON.get(owner.toRawString()) ?? 0n),
    );
  }, 30_000);
});
