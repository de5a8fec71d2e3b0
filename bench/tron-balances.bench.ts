import { type Address, getAddress, keccak256, toHex } from 'viem';
import { readTronBalances, tronAddressFromHex } from '@/chains/tron';
import { deployTestToken } from '@/test/erc20';
import { MULTICALL_ARTIFACT, mintMany, rpcCall } from '@/test/multicall';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';

// Balance check of 2,000 Tron owners (the spec's limit without RPC VIP), TRX and one TRC-20, against the TronGrid
// stand-in (test/tron-stand-in): HTTP requests and wall time for readTronBalances (Multicall3 aggregate3 through
// triggerconstantcontract) beside TronGrid's per-account endpoint, GET /v1/accounts/{address} (TRX and TRC-20 in one
// answer), one request per owner. Prints one JSON object; asserts only that both read the same balances.

const OWNER_COUNT = 2_000;
const BASELINE_CONCURRENCY = 8;
const evmOwners: Address[] = Array.from({ length: OWNER_COUNT }, (_, index) =>
  getAddress(`0x${keccak256(toHex(`bench-tron-owner-${index}`)).slice(-40)}`),
);
const owners = evmOwners.map((owner) => tronAddressFromHex(owner) as string);

let standIn: TronStandIn;
let tokenAddress: string;
let multicall: string;

beforeAll(async () => {
  standIn = await startTronStandIn();
  const token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  standIn.trackTrc20(tokenAddress);
  const multicallEvm = '0x00000000000000000000000000000000000ca113';
  await rpcCall(standIn.anvilRpcUrl, 'anvil_setCode', [multicallEvm, MULTICALL_ARTIFACT.deployedBytecode]);
  multicall = tronAddressFromHex(multicallEvm) as string;
  // Every fourth owner holds TRX, every tenth the token; all are activated accounts, so /v1/accounts lists them.
  for (const [index, owner] of owners.entries()) {
    await standIn.setBalance(owner, index % 4 === 0 ? BigInt(index + 1) * 1_000_000n : 0n);
  }
  const holders = new Map(evmOwners.filter((_, i) => i % 10 === 0).map((owner, i) => [owner, BigInt(i + 1) * 1_000n]));
  await mintMany(token, standIn.anvilRpcUrl, holders);
}, 180_000);

afterAll(async () => {
  await standIn?.stop();
});

async function measure<T>(run: () => Promise<T>) {
  standIn.requests.length = 0;
  const started = performance.now();
  const value = await run();
  return { value, figures: { httpRequests: standIn.requests.length, wallMs: Math.round(performance.now() - started) } };
}

async function viaReadTronBalances() {
  const [trx, token] = await readTronBalances({
    apiUrl: standIn.url,
    owners,
    tokens: ['native', tokenAddress],
    multicall,
  });
  return { trx: trx.balances.map((row) => row.balance), token: token.balances.map((row) => row.balance) };
}

/** GET /v1/accounts/{address} per owner, 8 at a time. */
async function onePerOwner() {
  const trx: bigint[] = new Array(OWNER_COUNT);
  const token: bigint[] = new Array(OWNER_COUNT);
  let next = 0;
  const worker = async () => {
    while (next < OWNER_COUNT) {
      const index = next;
      next += 1;
      const response = await fetch(`${standIn.url}/v1/accounts/${owners[index]}`);
      const { data } = (await response.json()) as {
        data: { balance?: number; trc20?: Record<string, string>[] }[];
      };
      trx[index] = BigInt(data[0]?.balance ?? 0);
      const holding = data[0]?.trc20?.find((entry) => tokenAddress in entry);
      token[index] = BigInt(holding?.[tokenAddress] ?? 0);
    }
  };
  await Promise.all(Array.from({ length: BASELINE_CONCURRENCY }, worker));
  return { trx, token };
}

it(`reads ${OWNER_COUNT} TRX and TRC-20 balances in far fewer requests`, async () => {
  const baseline = await measure(onePerOwner);
  const batched = await measure(viaReadTronBalances);
  expect(batched.value.trx).toEqual(baseline.value.trx);
  expect(batched.value.token).toEqual(baseline.value.token);
  console.log(
    JSON.stringify({
      benchmark: 'tron balance check',
      chain: 'TronGrid stand-in over HTTP (anvil executes; local)',
      owners: OWNER_COUNT,
      assets: ['TRX', 'TRC-20 (6 decimals)'],
      readTronBalances: batched.figures,
      v1AccountsPerOwner: { ...baseline.figures, concurrency: BASELINE_CONCURRENCY },
      requestRatio: Number((baseline.figures.httpRequests / batched.figures.httpRequests).toFixed(1)),
    }),
  );
}, 180_000);
