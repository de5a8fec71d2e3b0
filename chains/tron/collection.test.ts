import { tronAddressToEvmHex } from '@/chains/tron/address';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { tronAddressFromHex } from './address';
import { collectFromWallet, planTronCollection, type WalletCollectionPlan } from './collection';
import { feeLimitWithRefunds } from './costs';
import { tronBatchCollectionFeeSun } from './fees';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from './keys';
import { readTronChainParameters } from './resources';

// Collection from 20 wallets on the stand-in, keys signing in the test process: 10 sweep all their TRX (one of them
// with its free bandwidth used up, so the sweep leaves exactly the bandwidth it burns), 10 hold the TRC-20 without
// the TRX to move it (6 are not even accounts yet) and are topped up by a funding wallet with exactly what they
// lack to cover the fee, bandwidth and the sweep's fee limit. Every step is charged what the plan said, to the sun.

jest.setTimeout(120_000);

let standIn: TronStandIn;
let token: TestToken;
let tokenAddress: string;
const wallet = () => {
  const key = generateTronPrivateKey();
  return { key, address: tronAddressFromPrivateKey(key) };
};
const TRX_WALLETS = Array.from({ length: 10 }, wallet);
const TOKEN_WALLETS = Array.from({ length: 10 }, wallet);
const funder = wallet();
const target = wallet().address;
const feeRecipient = wallet().address;
const keys = new Map([...TRX_WALLETS, ...TOKEN_WALLETS, funder].map((entry) => [entry.address, entry.key]));
const evm = (address: string) => tronAddressToEvmHex(address) as `0x${string}`;

async function tokenBalance(address: string): Promise<bigint> {
  const data = `0x70a08231${evm(address).slice(2).padStart(64, '0')}`;
  return BigInt(await rpcCall<string>(standIn.anvilRpcUrl, 'eth_call', [{ to: token.address, data }, 'latest']));
}

async function chargedFee(txId: string): Promise<bigint> {
  const response = await fetch(`${standIn.url}/wallet/gettransactioninfobyid`, {
    method: 'POST',
    body: JSON.stringify({ value: txId }),
  });
  return BigInt(((await response.json()) as { fee?: number }).fee ?? 0);
}

/** What each wallet burnt (its fee and sweep steps), as priced before signing. */
const spent = new Map<string, bigint>();

async function runAll(plans: WalletCollectionPlan[], setup: Parameters<typeof collectFromWallet>[0]) {
  for (const plan of plans) {
    const results = await collectFromWallet(setup, plan, keys);
    const own = results.filter((result) => result.kind !== 'topUp');
    spent.set(
      plan.address,
      own.reduce((total, result) => total + result.cost.totalSun, 0n),
    );
    expect(results.map((result) => result.outcome.status)).toEqual(plan.steps.map(() => 'success'));
    for (const [index, result] of results.entries()) {
      // Charged what was priced just before signing, to the sun.
      expect(await chargedFee(result.txId)).toBe(result.cost.totalSun);
      expect(result.cost.totalSun).toBeLessThanOrEqual(plan.steps[index].cost.totalSun);
    }
  }
}

beforeAll(async () => {
  standIn = await startTronStandIn();
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  await standIn.setBalance(target, 1n);
  await standIn.setBalance(feeRecipient, 1n);
  await standIn.setBalance(funder.address, 1_000_000_000n);
  for (const [index, entry] of TRX_WALLETS.entries()) {
    await standIn.setBalance(entry.address, 3_000_000n + BigInt(index) * 1_234_567n);
  }
  // The first TRX wallet has spent its day's free bandwidth: its sweep burns it.
  const tired = standIn.chain.account(evm(TRX_WALLETS[0].address));
  if (tired) tired.freeNetUsed = 600;
  for (const [index, entry] of TOKEN_WALLETS.entries()) {
    await token.mint(evm(entry.address), 10_000_000n + BigInt(index));
    // Four hold a little TRX, not enough; the other six are no account yet.
    if (index < 4) await standIn.setBalance(entry.address, 100_000n * BigInt(index + 1));
  }
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

it('sweeps all the TRX of 10 wallets, leaving exactly the bandwidth burnt, our 1 TRX fee each', async () => {
  const options = { apiUrl: standIn.url, retryDelayMs: 5, intervalMs: 20 };
  const setup = {
    ...options,
    target,
    token: 'native',
    feeRecipient,
    parameters: await readTronChainParameters(options),
  };
  const before = await standIn.balance(target);
  const plans = await planTronCollection(
    setup,
    TRX_WALLETS.map((entry) => entry.address),
    { mode: 'all' },
  );
  expect(plans.every((plan) => plan.skip === undefined)).toBe(true);
  // Only the wallet without free bandwidth burns any: its sweep's bytes at 1,000 sun.
  expect(plans[0].networkSun).toBe(
    BigInt(plans[0].steps[0].cost.bandwidth + plans[0].steps[1].cost.bandwidth) * 1_000n,
  );
  expect(plans.slice(1).every((plan) => plan.networkSun === 0n)).toBe(true);
  for (const plan of plans) expect(plan.amount + plan.feeSun + plan.networkSun).toBe(plan.trxSun);
  await runAll(plans, setup);
  for (const entry of TRX_WALLETS) expect(await standIn.balance(entry.address)).toBe(0n);
  const swept = plans.reduce((total, plan) => total + plan.amount, 0n);
  expect((await standIn.balance(target)) - before).toBe(swept);
  expect(await standIn.balance(feeRecipient)).toBe(1n + 10n * tronBatchCollectionFeeSun());
});

it('tops up 10 TRC-20 wallets by what they lack for the fee limit, then sweeps their tokens', async () => {
  const options = { apiUrl: standIn.url, retryDelayMs: 5, intervalMs: 20 };
  const setup = {
    ...options,
    target,
    token: tokenAddress,
    feeRecipient,
    parameters: await readTronChainParameters(options),
  };
  const addresses = TOKEN_WALLETS.map((entry) => entry.address);
  const withoutFunder = await planTronCollection(setup, addresses, { mode: 'all' });
  expect(withoutFunder.every((plan) => plan.skip === 'noFunder')).toBe(true);

  const funderBefore = await standIn.balance(funder.address);
  const fees = await standIn.balance(feeRecipient);
  const plans = await planTronCollection(setup, addresses, { mode: 'all' }, funder.address);
  for (const plan of plans) {
    expect(plan.steps.map((step) => step.kind)).toEqual(['topUp', 'fee', 'sweep']);
    const sweep = plan.steps[2];
    const feeLimit = feeLimitWithRefunds(sweep.energy, setup.parameters.energyPriceSun, 1);
    expect(plan.topUpSun + plan.trxSun).toBe(plan.feeSun + plan.networkSun - sweep.cost.energySun + feeLimit);
  }
  // A top-up to a wallet that is no account yet pays its activation (1.1 TRX without staked bandwidth).
  expect(plans[9].steps[0].cost.activationSun).toBe(1_000_000n);
  await runAll(plans, setup);
  for (const [index, entry] of TOKEN_WALLETS.entries()) {
    expect(await tokenBalance(entry.address)).toBe(0n);
    // What is left is exactly the fee limit's margin the sweep did not burn.
    const plan = plans[index];
    const burnt = spent.get(entry.address) as bigint;
    expect(await standIn.balance(entry.address)).toBe(plan.trxSun + plan.topUpSun - plan.feeSun - burnt);
  }
  expect(await tokenBalance(target)).toBe(
    TOKEN_WALLETS.reduce((total, _, index) => total + 10_000_000n + BigInt(index), 0n),
  );
  const topUps = plans.reduce((total, plan) => total + plan.topUpSun + plan.steps[0].cost.totalSun, 0n);
  // The planned top-up costs hold: the funder's transfers change nothing the next one pays.
  expect(funderBefore - (await standIn.balance(funder.address))).toBe(topUps);
  expect((await standIn.balance(feeRecipient)) - fees).toBe(10n * tronBatchCollectionFeeSun());
});
