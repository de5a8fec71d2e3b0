import { type Address, getAddress, keccak256, toHex } from 'viem';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { MULTICALL_ARTIFACT, mintMany, rpcCall, setNativeBalances } from '@/test/multicall';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { tronAddressFromHex } from './address';
import { InvalidTronOwnerError, InvalidTronTokenError, readTronBalances } from './balances';
import { TRON_CHAIN_ID, tronFamily } from './family';

// 2,000 owners (the spec's limit without RPC VIP), TRX and a 6-decimal TRC-20, read through the TronGrid stand-in with
// every HTTP request counted: the read must cost a few constant calls, not one per owner.

const OWNER_COUNT = 2_000;
const evmOwner = (index: number): Address => getAddress(`0x${keccak256(toHex(`tron-owner-${index}`)).slice(-40)}`);
const EVM_OWNERS = Array.from({ length: OWNER_COUNT }, (_, index) => evmOwner(index));
const OWNERS = EVM_OWNERS.map((owner) => tronAddressFromHex(owner) as string);
/** Every third owner holds TRX, every tenth the token; the rest nothing. */
const TRX = new Map(EVM_OWNERS.filter((_, i) => i % 3 === 0).map((owner, i) => [owner, BigInt(i + 1) * 1_000_003n]));
const TOKEN = new Map(EVM_OWNERS.filter((_, i) => i % 10 === 0).map((owner, i) => [owner, BigInt(i + 1) * 999n]));

let standIn: TronStandIn;
let token: TestToken;
let tokenAddress: string;
let multicall: string;
const constantCalls = () => standIn.requests.filter((request) => request.path === '/wallet/triggerconstantcontract');
const read = (options: Partial<Parameters<typeof readTronBalances>[0]> = {}) =>
  readTronBalances({ apiUrl: standIn.url, owners: OWNERS, multicall, retryDelayMs: 5, ...options });

beforeAll(async () => {
  standIn = await startTronStandIn();
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  const multicallEvm = '0x00000000000000000000000000000000000ca113';
  await rpcCall(standIn.anvilRpcUrl, 'anvil_setCode', [multicallEvm, MULTICALL_ARTIFACT.deployedBytecode]);
  multicall = tronAddressFromHex(multicallEvm) as string;
  await setNativeBalances(standIn.anvilRpcUrl, TRX);
  await mintMany(token, standIn.anvilRpcUrl, TOKEN);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

beforeEach(() => {
  standIn.requests.length = 0;
});

describe('readTronBalances on the stand-in', () => {
  it('reads TRX and a TRC-20 of 2,000 owners in 9 HTTP requests (one per 250 owners, one for the metadata)', async () => {
    const progress: number[] = [];
    const [trx, trc20] = await read({
      tokens: ['native', tokenAddress],
      onProgress: ({ done }) => progress.push(done),
    });
    expect(trx).toMatchObject({ token: 'native', symbol: 'TRX', decimals: 6 });
    expect(trc20).toMatchObject({ token: tokenAddress, symbol: 'tUSDT', decimals: 6 });
    expect(trx.balances.map((row) => row.owner)).toEqual(OWNERS);
    expect(trx.balances.map((row) => row.balance)).toEqual(EVM_OWNERS.map((owner) => TRX.get(owner) ?? 0n));
    expect(trc20.balances.map((row) => row.balance)).toEqual(EVM_OWNERS.map((owner) => TOKEN.get(owner) ?? 0n));
    expect(trc20.balances.filter((row) => row.balance && row.balance > 0n)).toHaveLength(TOKEN.size);
    expect(standIn.requests).toHaveLength(9);
    expect(constantCalls()).toHaveLength(9);
    expect(progress).toEqual([0, 250, 500, 750, 1_000, 1_250, 1_500, 1_750, 2_000]);
  }, 60_000);

  it('goes as far as the request size allows: TRX alone, 500 owners per request', async () => {
    const [trx] = await read({ callsPerRequest: 500, concurrency: 2 });
    expect(trx.balances.map((row) => row.balance)).toEqual(EVM_OWNERS.map((owner) => TRX.get(owner) ?? 0n));
    expect(standIn.requests).toHaveLength(OWNER_COUNT / 500);
  }, 60_000);

  it('retries a rate-limited request (HTTP 429) and reads each repeated owner once', async () => {
    standIn.rateLimitNext(2);
    const owners = [OWNERS[3], OWNERS[0], OWNERS[3]];
    const [trx] = await read({ owners });
    expect(trx.balances).toEqual([
      { owner: OWNERS[3], balance: TRX.get(EVM_OWNERS[3]) },
      { owner: OWNERS[0], balance: TRX.get(EVM_OWNERS[0]) },
      { owner: OWNERS[3], balance: TRX.get(EVM_OWNERS[3]) },
    ]);
    expect(standIn.requests).toHaveLength(3);
  }, 30_000);

  it('refuses bad input before any request, and a contract that is no token', async () => {
    await expect(read({ owners: [OWNERS[0], 'TNotAnAddress'] })).rejects.toThrow(InvalidTronOwnerError);
    await expect(read({ tokens: ['0x1234'] })).rejects.toThrow(InvalidTronTokenError);
    expect(standIn.requests).toHaveLength(0);
    await expect(read({ tokens: [multicall] })).rejects.toThrow(/decimals\(\) failed/);
    await expect(read({ owners: OWNERS.slice(0, 10), multicall: tokenAddress })).rejects.toThrow(/no Multicall3 there/);
  }, 30_000);

  it('serves the family interface, the multicall from TRON_MULTICALL_ADDRESS', async () => {
    process.env.TRON_MULTICALL_ADDRESS = multicall;
    try {
      const result = await tronFamily.readBalances({
        chainId: TRON_CHAIN_ID,
        owners: OWNERS.slice(0, 30),
        token: tokenAddress,
        rpcUrl: standIn.url,
      });
      expect(result).toMatchObject({ chainId: TRON_CHAIN_ID, token: tokenAddress, symbol: 'tUSDT', decimals: 6 });
      expect(result.balances.map((row) => row.balance)).toEqual(
        EVM_OWNERS.slice(0, 30).map((owner) => TOKEN.get(owner) ?? 0n),
      );
    } finally {
      delete process.env.TRON_MULTICALL_ADDRESS;
    }
  }, 30_000);
});
