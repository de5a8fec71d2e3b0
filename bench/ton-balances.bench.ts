import { Address, beginCell } from '@ton/core';
import { z } from 'zod';
import { readTonBalances, runTonGetMethod, tonRpc } from '@/chains/ton';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';

// Balance check of 2,000 TON owners (the spec's limit without RPC VIP), TON and one jetton, against the toncenter
// stand-in (test/ton-stand-in, @ton/sandbox behind toncenter's API): HTTP requests and wall time for readTonBalances
// (v3 accountStates by 100, jetton wallets computed locally; and through v2 alone, as our passthrough relays only v2)
// beside one request per owner and asset (v2
// getAddressBalance; get_wallet_address then get_wallet_data per owner for the jetton). Prints one JSON object;
// asserts only that both read the same balances.

const OWNER_COUNT = 2_000;
const BASELINE_CONCURRENCY = 8;
const owners = Array.from(
  { length: OWNER_COUNT },
  (_, index) => new Address(0, Buffer.from(`b${index.toString(16).padStart(7, '0')}`.repeat(8), 'hex')),
);
const ownerTexts = owners.map((owner) => owner.toString({ bounceable: false }));

let standIn: TonStandIn;
let jetton: TestJetton;

beforeAll(async () => {
  standIn = await startTonStandIn();
  for (const [index, owner] of owners.entries()) {
    if (index % 4 === 0) (await standIn.blockchain.getContract(owner)).balance = BigInt(index + 1) * 1_000_000n;
  }
  jetton = await deployTestJetton(standIn);
  for (const [index, owner] of owners.entries()) {
    if (index % 10 === 0) await jetton.mint(owner, BigInt(index + 1) * 1_000n);
  }
}, 300_000);

afterAll(async () => {
  await standIn?.stop();
});

async function measure<T>(run: () => Promise<T>) {
  standIn.requests.length = 0;
  const started = performance.now();
  const value = await run();
  return { value, figures: { httpRequests: standIn.requests.length, wallMs: Math.round(performance.now() - started) } };
}

async function viaReadTonBalances(v3Url?: null) {
  const [ton, token] = await readTonBalances({
    jsonRpcUrl: standIn.jsonRpcUrl,
    v3Url,
    owners: ownerTexts,
    tokens: ['native', jetton.address.toString()],
  });
  return { ton: ton.balances.map((row) => row.balance), token: token.balances.map((row) => row.balance) };
}

/** One request per owner for TON, two per owner for the jetton, 8 at a time. */
async function onePerOwner() {
  const ton: bigint[] = new Array(OWNER_COUNT);
  const token: bigint[] = new Array(OWNER_COUNT);
  const options = { jsonRpcUrl: standIn.jsonRpcUrl };
  let next = 0;
  const worker = async () => {
    while (next < OWNER_COUNT) {
      const index = next;
      next += 1;
      ton[index] = BigInt(await tonRpc('getAddressBalance', { address: ownerTexts[index] }, z.string(), options));
      const argument = { type: 'slice' as const, cell: beginCell().storeAddress(owners[index]).endCell() };
      const wallet = (
        await runTonGetMethod(jetton.address, 'get_wallet_address', [argument], options)
      ).stack.readAddress();
      const data = await runTonGetMethod(wallet, 'get_wallet_data', [], options);
      token[index] = data.exitCode === 0 ? data.stack.readBigNumber() : 0n;
    }
  };
  await Promise.all(Array.from({ length: BASELINE_CONCURRENCY }, worker));
  return { ton, token };
}

it(`reads ${OWNER_COUNT} TON and jetton balances in far fewer requests`, async () => {
  const baseline = await measure(onePerOwner);
  const batched = await measure(() => viaReadTonBalances());
  const v2Only = await measure(() => viaReadTonBalances(null));
  for (const run of [batched, v2Only]) {
    expect(run.value.ton).toEqual(baseline.value.ton);
    expect(run.value.token).toEqual(baseline.value.token);
  }
  console.log(
    JSON.stringify({
      benchmark: 'ton balance check',
      chain: 'toncenter stand-in over HTTP (@ton/sandbox executes; local)',
      owners: OWNER_COUNT,
      assets: ['TON', 'jetton (assets-sdk reference code)'],
      readTonBalances: batched.figures,
      readTonBalancesV2Only: { ...v2Only.figures, note: 'what our v2-only /api/rpc/json-rpc/ton passthrough allows' },
      requestPerOwnerAndAsset: { ...baseline.figures, concurrency: BASELINE_CONCURRENCY },
      requestRatio: Number((baseline.figures.httpRequests / batched.figures.httpRequests).toFixed(1)),
    }),
  );
}, 300_000);
