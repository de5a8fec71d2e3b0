import { TronWeb } from 'tronweb';
import { encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { z } from 'zod';
import {
  estimateTransactionCost,
  estimateTransactionCosts,
  estimateTronCallEnergy,
  feeLimitForEnergy,
  generateTronPrivateKey,
  readTronAccountResources,
  tronAddressFromHex,
  tronAddressFromPrivateKey,
  tronAddressToEvmHex,
  tronAddressToHex,
  tronApiRequest,
} from '@/chains/tron';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { startTronStandIn, type TronStandIn } from './server';

// Staked resources, the node-built contract call, the account endpoints, and the refusals that come from validating
// the contract (not the envelope): what the tools will meet besides plain burning.

const TRX = 1_000_000n;
let standIn: TronStandIn;
let tronWeb: TronWeb;
let token: TestToken;
let tokenAddress: string;
const api = () => ({ apiUrl: standIn.url, retryDelayMs: 5 });
const anyJson = z.record(z.string(), z.unknown());
const text = (hex: unknown) => Buffer.from(String(hex ?? ''), 'hex').toString('utf8');

function newAccount() {
  const key = generateTronPrivateKey();
  return { key, address: tronAddressFromPrivateKey(key) };
}

async function info(txId: string) {
  return tronApiRequest('/wallet/gettransactioninfobyid', { value: txId }, anyJson, api());
}

// Each case is a few hundred ms alone; a busy 2-core machine (anvil, the stand-in and jest share it) can stretch that.
jest.setTimeout(30_000);

beforeAll(async () => {
  standIn = await startTronStandIn();
  tronWeb = new TronWeb({ fullHost: standIn.url });
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  standIn.registerContract(tokenAddress);
  standIn.trackTrc20(tokenAddress);
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

describe('staked resources', () => {
  it('pays energy from stake first and bandwidth from stake, burning only the rest — as estimated', async () => {
    const owner = newAccount();
    await standIn.setBalance(owner.address, 50n * TRX);
    await token.mint(tronAddressToEvmHex(owner.address) as Hex, 100n);
    const to = newAccount().address;
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [tronAddressToEvmHex(to) as Hex, 1n],
    });
    const energy = await estimateTronCallEnergy({ owner: owner.address, contract: tokenAddress, data }, api());
    // Stake covers all but 1,000 energy, and all the bandwidth.
    standIn.setResources(owner.address, { energyLimit: energy - 1_000, netLimit: 5_000 });
    const resources = await readTronAccountResources(owner.address, api());
    expect(resources).toMatchObject({ exists: true, energyLimit: energy - 1_000, netLimit: 5_000, freeNetLimit: 600 });
    const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
      tokenAddress,
      'transfer(address,uint256)',
      { txLocal: true, feeLimit: Number(feeLimitForEnergy(energy, standIn.parameters.energyPriceSun)) },
      [
        { type: 'address', value: to },
        { type: 'uint256', value: '1' },
      ],
      owner.address,
    );
    const estimate = estimateTransactionCost({
      rawDataBytes: transaction.raw_data_hex.length / 2,
      energy,
      resources,
      parameters: standIn.parameters,
    });
    expect(estimate).toMatchObject({ source: 'staked', energyFromStake: energy - 1_000, energySun: 100_000n });
    const signed = await tronWeb.trx.sign(transaction, owner.key);
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true });
    expect(await info(transaction.txID)).toMatchObject({
      fee: 100_000,
      receipt: {
        energy_usage: energy - 1_000,
        energy_fee: 100_000,
        energy_usage_total: energy,
        net_usage: estimate.bandwidth,
      },
    });
    expect(await standIn.balance(owner.address)).toBe(50n * TRX - 100_000n);
    const after = await readTronAccountResources(owner.address, api());
    expect(after).toMatchObject({ energyUsed: energy - 1_000, netUsed: estimate.bandwidth, freeNetUsed: 0 });
  });

  it('activates a new account from staked bandwidth: 1 TRX, no 0.1 TRX create-account fee', async () => {
    const owner = newAccount();
    await standIn.setBalance(owner.address, 5n * TRX);
    standIn.setResources(owner.address, { netLimit: 1_000 });
    const unsigned = await tronWeb.transactionBuilder.sendTrx(newAccount().address, 1, owner.address);
    const signed = await tronWeb.trx.sign(unsigned, owner.key);
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true });
    expect(await info(unsigned.txID)).toMatchObject({ fee: 1_000_000 });
    expect(await standIn.balance(owner.address)).toBe(5n * TRX - 1n - 1_000_000n);
  });
});

describe('a sequence from one account', () => {
  it('charges each of five transactions exactly what one upfront estimate of the sequence said', async () => {
    const owner = newAccount();
    await standIn.setBalance(owner.address, 100n * TRX);
    await token.mint(tronAddressToEvmHex(owner.address) as Hex, 1_000n);
    standIn.setResources(owner.address, { netLimit: 300, energyLimit: 20_000 });
    const holder = newAccount().address;
    await standIn.setBalance(holder, 1n);
    await token.mint(tronAddressToEvmHex(holder) as Hex, 1n);
    const trc20 = async (to: string, amount: bigint) => {
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [tronAddressToEvmHex(to) as Hex, amount],
      });
      const energy = await estimateTronCallEnergy({ owner: owner.address, contract: tokenAddress, data }, api());
      const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
        tokenAddress,
        'transfer(address,uint256)',
        { txLocal: true, feeLimit: Number(feeLimitForEnergy(energy, standIn.parameters.energyPriceSun)) },
        [
          { type: 'address', value: to },
          { type: 'uint256', value: amount.toString() },
        ],
        owner.address,
      );
      return { transaction, energy, createsAccount: false };
    };
    const trx = async (to: string, amount: number, createsAccount: boolean) => ({
      transaction: await tronWeb.transactionBuilder.sendTrx(to, amount, owner.address),
      energy: 0,
      createsAccount,
    });
    const planned = [
      await trx(holder, 10, false),
      await trx(holder, 11, false),
      await trc20(holder, 5n),
      await trc20(newAccount().address, 6n),
      await trx(newAccount().address, 12, true),
    ];
    const resources = await readTronAccountResources(owner.address, api());
    const { costs, totalSun } = estimateTransactionCosts(
      planned.map(({ transaction, energy, createsAccount }) => ({
        rawDataBytes: transaction.raw_data_hex.length / 2,
        energy,
        createsAccount,
      })),
      resources,
      standIn.parameters,
    );
    // The sequence crosses every source: staked, then free, then burnt bandwidth; staked, then burnt energy.
    expect(new Set(costs.map((cost) => cost.source))).toEqual(new Set(['staked', 'free', 'burn']));
    expect(costs.some((cost) => cost.energyFromStake > 0 && cost.energyBurnt > 0)).toBe(true);
    for (const [index, { transaction }] of planned.entries()) {
      const signed = await tronWeb.trx.sign(transaction, owner.key);
      expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true });
      expect(BigInt(((await info(transaction.txID)).fee as number | undefined) ?? 0)).toBe(costs[index].totalSun);
    }
    expect(await standIn.balance(owner.address)).toBe(100n * TRX - 33n - totalSun);
  });
});

describe('the node-built call and the account endpoints', () => {
  it('builds a TRC-20 call on /wallet/triggersmartcontract that TronWeb checks, signs and the node accepts', async () => {
    const owner = newAccount();
    await standIn.setBalance(owner.address, 20n * TRX);
    await token.mint(tronAddressToEvmHex(owner.address) as Hex, 10n);
    const to = newAccount().address;
    const built = await tronWeb.transactionBuilder.triggerSmartContract(
      tokenAddress,
      'transfer(address,uint256)',
      { feeLimit: 10_000_000 },
      [
        { type: 'address', value: to },
        { type: 'uint256', value: '4' },
      ],
      owner.address,
    );
    expect(standIn.requests.some((request) => request.path === '/wallet/triggersmartcontract')).toBe(true);
    const signed = await tronWeb.trx.sign(built.transaction, owner.key);
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true });
    expect(await token.balanceOf(tronAddressToEvmHex(to) as Hex)).toBe(4n);

    const account = await tronApiRequest(
      '/wallet/getaccount',
      { address: owner.address, visible: true },
      anyJson,
      api(),
    );
    expect(account).toMatchObject({ address: owner.address, balance: Number(await standIn.balance(owner.address)) });
    expect(await tronApiRequest('/wallet/getaccount', { address: to, visible: true }, anyJson, api())).toEqual({});
    const v1 = await tronApiRequest(`/v1/accounts/${owner.address}`, undefined, anyJson, api());
    expect(v1).toMatchObject({
      success: true,
      data: [{ address: tronAddressToHex(owner.address), trc20: [{ [tokenAddress]: '6' }] }],
    });
    expect(await tronApiRequest(`/v1/accounts/${to}`, undefined, anyJson, api())).toMatchObject({ data: [] });
  });

  it('refuses what the contract validation refuses, charging nothing', async () => {
    const owner = newAccount();
    await standIn.setBalance(owner.address, 2n * TRX);
    const broadcast = async (amount: number, to: string) => {
      const unsigned = await tronWeb.transactionBuilder.sendTrx(to, amount, owner.address);
      const signed = await tronWeb.trx.sign(unsigned, owner.key);
      return (await tronWeb.trx.sendRawTransaction(signed)) as { code?: string; message?: string };
    };
    // 1.5 TRX to a new account needs 1.5 + 1.1 TRX.
    const short = await broadcast(1_500_000, newAccount().address);
    expect(short.code).toBe('CONTRACT_VALIDATE_ERROR');
    expect(text(short.message)).toMatch(/balance is not sufficient/);
    expect(await standIn.balance(owner.address)).toBe(2n * TRX);
    // An owner the chain does not know cannot send at all.
    const stranger = newAccount();
    const unsigned = await tronWeb.transactionBuilder.sendTrx(owner.address, 1, stranger.address);
    const answer = (await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(unsigned, stranger.key))) as {
      code?: string;
      message?: string;
    };
    expect(answer.code).toBe('CONTRACT_VALIDATE_ERROR');
    expect(text(answer.message)).toMatch(/no OwnerAccount/);
  });
});
