import {
  InvalidSuiCoinTypeError,
  InvalidSuiOwnerError,
  normalizeSuiCoinType,
  readSuiBalances,
  readSuiCoinMetadata,
  SUI_COIN_TYPE_LONG,
  SuiGraphQLError,
  suiFamily,
} from '.';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from './testing/graphql-stand-in';

const owner = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;
const USDC = `0x${'dba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7'}::usdc::USDC`;

let standIn: SuiGraphqlStandIn;
beforeAll(async () => {
  standIn = await startSuiGraphqlStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.balances.clear();
  standIn.metadata.clear();
});

describe('readSuiBalances', () => {
  it('reads SUI of 2,000 owners in 40 requests of 50, in order, with progress', async () => {
    const owners = Array.from({ length: 2000 }, (_, i) => owner(i + 1));
    const sui = new Map(owners.map((address, i) => [address, BigInt(i) * 1_000_000_007n]));
    standIn.balances.set(SUI_COIN_TYPE_LONG, sui);
    const progress: number[] = [];
    const result = await readSuiBalances({ owners, url: standIn.url, onProgress: ({ done }) => progress.push(done) });
    expect(standIn.requests).toHaveLength(40);
    expect(standIn.requests.every((request) => (request.variables.keys as unknown[]).length === 50)).toBe(true);
    expect(result).toMatchObject({ coinType: SUI_COIN_TYPE_LONG, symbol: 'SUI', decimals: 9 });
    expect(result.balances).toHaveLength(2000);
    result.balances.forEach((entry, i) => {
      expect(entry).toEqual({ owner: owners[i], balance: BigInt(i) * 1_000_000_007n });
    });
    expect(progress.at(-1)).toBe(2000);
  });

  it('reads any coin: its metadata once, then the owners; an owner without the coin reads 0', async () => {
    standIn.metadata.set(USDC, { decimals: 6, symbol: 'USDC', name: 'USD Coin', description: '', iconUrl: null });
    standIn.balances.set(USDC, new Map([[owner(2), 123_456n]]));
    const result = await readSuiBalances({ owners: [owner(1), owner(2)], coinType: USDC, url: standIn.url });
    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[0].variables).toEqual({ coinType: USDC });
    expect(result).toMatchObject({ coinType: USDC, symbol: 'USDC', decimals: 6 });
    expect(result.balances).toEqual([
      { owner: owner(1), balance: 0n },
      { owner: owner(2), balance: 123_456n },
    ]);
  });

  it('retries a 503 and goes on', async () => {
    standIn.failNext(2, 503);
    const result = await readSuiBalances({ owners: [owner(1)], url: standIn.url, retryDelayMs: 1 });
    expect(result.balances).toEqual([{ owner: owner(1), balance: 0n }]);
  });

  it('stops on a GraphQL error (a limit broken) with the server message, without retrying', async () => {
    const owners = Array.from({ length: 201 }, (_, i) => owner(i + 1));
    await expect(readSuiBalances({ owners, url: standIn.url, ownersPerRequest: 200 })).rejects.toThrow(
      /payload too large|Too many keys/,
    );
    await expect(readSuiBalances({ owners, url: standIn.url, ownersPerRequest: 201 })).rejects.toThrow(RangeError);
  });

  it('refuses invalid owners and coin types before any request', async () => {
    await expect(readSuiBalances({ owners: [owner(1), 'nope'], url: standIn.url })).rejects.toThrow(
      InvalidSuiOwnerError,
    );
    await expect(readSuiBalances({ owners: [owner(1)], coinType: 'usdc', url: standIn.url })).rejects.toThrow(
      InvalidSuiCoinTypeError,
    );
    expect(standIn.requests).toHaveLength(0);
    await expect(readSuiCoinMetadata(USDC, { url: standIn.url })).rejects.toThrow(/no coin metadata/);
    await expect(readSuiBalances({ owners: [owner(1)], url: 'ftp://x' })).rejects.toThrow(SuiGraphQLError);
  });

  it('normalises coin types to the chain form', () => {
    expect(normalizeSuiCoinType(' 0x2::sui::SUI ')).toBe(SUI_COIN_TYPE_LONG);
    expect(normalizeSuiCoinType('0xDBA34672E30CB065B1F93E3AB55318768FD6FEF66C15942C9F7CB846E2F900E7::usdc::USDC')).toBe(
      USDC,
    );
    expect(normalizeSuiCoinType('0x2::sui')).toBeUndefined();
  });

  it('serves the family interface', async () => {
    standIn.balances.set(SUI_COIN_TYPE_LONG, new Map([[owner(9), 5n]]));
    const result = await suiFamily.readBalances({ chainId: 784, owners: [owner(9)], rpcUrl: standIn.url });
    expect(result).toEqual({
      chainId: 784,
      token: 'native',
      symbol: 'SUI',
      decimals: 9,
      balances: [{ owner: owner(9), balance: 5n }],
    });
  });
});
