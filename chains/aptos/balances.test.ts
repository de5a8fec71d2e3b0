import { AccountAddress, createObjectAddress } from '@aptos-labs/ts-sdk';
import {
  APT_FA_METADATA,
  APTOS_COIN_TYPE,
  AptosApiError,
  type AptosEndpoint,
  aptosFamily,
  InvalidAptosAssetError,
  InvalidAptosOwnerError,
  parseAptosAsset,
  readAptosBalances,
} from '.';
import { type AptosStandIn, startAptosStandIn } from './testing/aptos-stand-in';

const USDT_COIN = '0x1ab9b8a0e8b9f4fa7b2f2f5a1c0f6b0e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a::asset::USDT';
const FA = `0x${'bc'.repeat(32)}`;
const owner = (index: number) => `0x${(index + 1).toString(16).padStart(64, '0')}`;

describe('Aptos balances of many owners (indexer stand-in)', () => {
  let standIn: AptosStandIn;
  let endpoint: AptosEndpoint;
  beforeAll(async () => {
    standIn = await startAptosStandIn();
    endpoint = { base: standIn.url };
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.balances.clear();
  });

  it('reads APT of 2,000 owners in 40 requests, coin and FA stores summed, short forms taken', async () => {
    const owners = Array.from({ length: 2000 }, (_, index) => owner(index));
    const coinStores = new Map<string, bigint>();
    const faStores = new Map<string, bigint>();
    owners.forEach((address, index) => {
      if (index % 3 === 0) coinStores.set(address, BigInt(index) * 1000n);
      if (index % 2 === 0) faStores.set(address, BigInt(index) + 7n);
    });
    standIn.balances.set(APTOS_COIN_TYPE, coinStores);
    standIn.balances.set(APT_FA_METADATA, faStores);
    const progress: number[] = [];
    const result = await readAptosBalances({
      owners,
      endpoint,
      retryDelayMs: 1,
      onProgress: ({ done }) => progress.push(done),
    });
    expect(standIn.requests).toHaveLength(40);
    expect(standIn.requests.every((request) => request.path === '/graphql')).toBe(true);
    expect(result).toMatchObject({ asset: APTOS_COIN_TYPE, symbol: 'APT', decimals: 8 });
    expect(result.balances).toHaveLength(2000);
    result.balances.forEach((entry, index) => {
      const expected = (index % 3 === 0 ? BigInt(index) * 1000n : 0n) + (index % 2 === 0 ? BigInt(index) + 7n : 0n);
      expect(entry).toEqual({ owner: owners[index], balance: expected });
    });
    expect(progress.at(-1)).toBe(2000);
    // Every query names at most 50 owners, the coin type and its FA, primary stores only, with a bounded limit.
    for (const request of standIn.requests) {
      const variables = request.graphql?.variables ?? {};
      expect((variables.owners as string[]).length).toBeLessThanOrEqual(50);
      expect(variables.types).toEqual([APTOS_COIN_TYPE, APT_FA_METADATA]);
      expect(variables.limit).toBe(101);
      expect(request.graphql?.query).toContain('is_primary: { _eq: true }');
    }
  });

  it("reads a coin with the FA it migrated to (the SDK's paired address) and an FA by address, metadata first", async () => {
    const asset = parseAptosAsset(USDT_COIN.replace('0x1ab9', '0x1AB9'));
    expect(asset).toEqual({
      kind: 'coin',
      coinType: USDT_COIN,
      fa: createObjectAddress(AccountAddress.A, USDT_COIN).toStringLong(),
    });
    expect(
      parseAptosAsset('0x0000000000000000000000000000000000000000000000000000000000000001::aptos_coin::AptosCoin'),
    ).toEqual(parseAptosAsset(APTOS_COIN_TYPE));
    expect(parseAptosAsset('0xa')).toEqual(parseAptosAsset(APTOS_COIN_TYPE));
    standIn.metadata.set(USDT_COIN, { symbol: 'USDT', name: 'Tether', decimals: 6 });
    standIn.metadata.set(FA, { symbol: 'FAX', name: 'FA x', decimals: 3 });
    standIn.balances.set(asset?.fa as string, new Map([[owner(1), 5n]]));
    standIn.balances.set(USDT_COIN, new Map([[owner(1), 10n]]));
    standIn.balances.set(FA, new Map([[owner(2), 9n]]));
    const coin = await readAptosBalances({ owners: [owner(1), owner(2)], asset: USDT_COIN, endpoint });
    expect(coin).toMatchObject({ asset: USDT_COIN, symbol: 'USDT', decimals: 6 });
    expect(coin.balances.map((entry) => entry.balance)).toEqual([15n, 0n]);
    const fa = await readAptosBalances({ owners: [owner(1), owner(2)], asset: FA, endpoint });
    expect(fa).toMatchObject({ asset: FA, symbol: 'FAX', decimals: 3 });
    expect(fa.balances.map((entry) => entry.balance)).toEqual([0n, 9n]);
    expect(standIn.requests).toHaveLength(4);
    await expect(readAptosBalances({ owners: [owner(1)], asset: `0x${'de'.repeat(32)}`, endpoint })).rejects.toThrow(
      InvalidAptosAssetError,
    );
  });

  it('retries a 503, refuses invalid owners before any request, throws GraphQL errors', async () => {
    standIn.failNext(2, 503);
    const read = await readAptosBalances({ owners: [owner(0)], endpoint, retryDelayMs: 1 });
    expect(read.balances).toEqual([{ owner: owner(0), balance: 0n }]);
    expect(standIn.requests).toHaveLength(3);
    standIn.requests.length = 0;
    await expect(readAptosBalances({ owners: [owner(0), 'nope'], endpoint })).rejects.toThrow(InvalidAptosOwnerError);
    expect(standIn.requests).toHaveLength(0);
    standIn.failNext(1, 400);
    await expect(readAptosBalances({ owners: [owner(0)], endpoint, retryDelayMs: 1 })).rejects.toThrow(AptosApiError);
    expect(standIn.requests).toHaveLength(1);
  });

  it('answers through the family interface, with the user endpoint as rpcUrl', async () => {
    standIn.balances.set(APT_FA_METADATA, new Map([[owner(4), 123n]]));
    const result = await aptosFamily.readBalances({
      chainId: 637,
      owners: [`0x${(5).toString(16)}`],
      rpcUrl: standIn.url,
    });
    expect(result).toMatchObject({ chainId: 637, token: 'native', symbol: 'APT', decimals: 8 });
    expect(result.balances).toEqual([{ owner: owner(4), balance: 123n }]);
  });
});
