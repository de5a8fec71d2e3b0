import { encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';
import { tronAddressToEvmHex, tronAddressToHex } from './address';
import { answerShape, optional } from './answer-shape';
import { type TronApiOptions, triggerConstantContract, tronApiRequest } from './api';
import {
  estimateTransactionCosts,
  feeLimitWithRefunds,
  type TronChainParameters,
  type TronCostEstimate,
} from './costs';
import { tronBatchCollectionFeeSun } from './fees';
import { estimateTronCallEnergy, readTronAccountResources, resourcesOnceCreated } from './resources';
import { buildContractCall, buildTrxTransfer, type TronUnsignedTransaction } from './transaction';

/**
 * Collection on Tron: TRX or one TRC-20 swept from many wallets whose keys are pasted in the page (never sent, never
 * stored) to one address. Each wallet pays our fee (1 TRX, chains/tron/fees.ts) in its own TRX transfer, then sends
 * its sweep. A wallet holding the token without the TRX its energy and bandwidth cost is topped up first from a
 * funding wallet, by what it lacks to cover the fee, the bandwidth and the sweep's whole fee limit (what the sweep
 * does not burn of it, the refund allowance and 10 %, stays in the wallet). "All" for TRX sends the balance less the fee and exactly what the two
 * transfers burn for bandwidth (nothing when the day's free bandwidth covers them).
 */

export type CollectionAmount = { mode: 'all' } | { mode: 'keep'; keep: bigint } | { mode: 'fixed'; amount: bigint };

export interface CollectionSetup extends TronApiOptions {
  target: string;
  /** 'native' (TRX) or a TRC-20 contract. */
  token: 'native' | string;
  feeRecipient: string;
  feeSun?: bigint;
  parameters: TronChainParameters;
  intervalMs?: number;
  timeoutMs?: number;
}

export interface CollectionStep {
  kind: 'topUp' | 'fee' | 'sweep';
  from: string;
  /** Built when planned, to price it; built again when it is sent (a node-built transaction expires in a minute). */
  transaction: TronUnsignedTransaction;
  rebuild: () => Promise<TronUnsignedTransaction>;
  /** The TRX transfer's recipient (activation); undefined for the sweep of a token. */
  to?: string;
  cost: TronCostEstimate;
  energy: number;
}

export interface WalletCollectionPlan {
  address: string;
  trxSun: bigint;
  tokenBalance: bigint;
  /** What reaches the target (sun or token units); 0 when there is nothing to sweep. */
  amount: bigint;
  topUpSun: bigint;
  /** Burnt by the wallet (bandwidth, energy, activations), our fee apart. */
  networkSun: bigint;
  feeSun: bigint;
  steps: CollectionStep[];
  /** Why nothing is collected from it ('empty', 'noFunder', 'notEnoughTrx'). */
  skip?: 'empty' | 'noFunder' | 'notEnoughTrx';
}

async function readTrx(address: string, options: TronApiOptions) {
  const account = await tronApiRequest(
    '/wallet/getaccount',
    { address: tronAddressToHex(address), visible: false },
    answerShape<{ balance?: number }>({ fields: { balance: optional('number') }, rest: true }),
    options,
  );
  return BigInt(account.balance ?? 0);
}

async function readTokenBalance(token: string, owner: string, options: TronApiOptions): Promise<bigint> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [getAddress(tronAddressToEvmHex(owner) as Hex)],
  });
  const answer = await triggerConstantContract(
    { owner: tronAddressToHex(owner) as string, contract: tronAddressToHex(token) as string, data },
    options,
  );
  if (!answer.isSuccess) throw new Error(`balanceOf() of ${token} failed`);
  return BigInt(answer.output.slice(0, 66));
}

function amountFrom(mode: CollectionAmount, available: bigint): bigint {
  if (mode.mode === 'all') return available;
  if (mode.mode === 'keep') return available > mode.keep ? available - mode.keep : 0n;
  return mode.amount <= available ? mode.amount : 0n;
}

const bytesOf = (transaction: TronUnsignedTransaction) => transaction.raw_data_hex.length / 2;

/** One wallet's steps, priced from its own state; top-ups (from `funder`) are priced by planTronCollection. */
async function planWallet(
  setup: CollectionSetup,
  address: string,
  mode: CollectionAmount,
  targetExists: boolean,
  feeRecipientExists: boolean,
  hasPaidFee: boolean,
): Promise<Omit<WalletCollectionPlan, 'topUpSun'> & { needSun: bigint }> {
  const { parameters } = setup;
  const feeSun = hasPaidFee ? 0n : (setup.feeSun ?? tronBatchCollectionFeeSun());
  const [trxSun, read] = await Promise.all([readTrx(address, setup), readTronAccountResources(address, setup)]);
  const resources = resourcesOnceCreated(read, parameters);
  const rebuildFee = () => buildTrxTransfer({ owner: address, to: setup.feeRecipient, amount: feeSun }, setup);
  const fee = hasPaidFee ? undefined : await rebuildFee();
  const feeTx = fee ? [{ rawDataBytes: bytesOf(fee), createsAccount: !feeRecipientExists }] : [];
  const feeSteps = (costs: TronCostEstimate[]): CollectionStep[] =>
    fee
      ? [
          {
            kind: 'fee',
            from: address,
            to: setup.feeRecipient,
            transaction: fee,
            rebuild: rebuildFee,
            cost: costs[0],
            energy: 0,
          },
        ]
      : [];
  const empty = { address, trxSun, tokenBalance: 0n, amount: 0n, networkSun: 0n, feeSun: 0n, steps: [], needSun: 0n };
  if (setup.token === 'native') {
    // The fee and the sweep's bandwidth come off the balance: build, price, and build again while the amount's
    // encoding (a varint) changes the transaction's size.
    let amount = amountFrom(mode, trxSun);
    for (let round = 0; round < 3 && amount > 0n; round += 1) {
      const sweep = await buildTrxTransfer({ owner: address, to: setup.target, amount }, setup);
      const { costs, totalSun } = estimateTransactionCosts(
        [...feeTx, { rawDataBytes: bytesOf(sweep), createsAccount: !targetExists }],
        resources,
        parameters,
      );
      const next = mode.mode === 'fixed' ? amount : amountFrom(mode, trxSun - feeSun - totalSun);
      if (mode.mode === 'fixed' && amount + feeSun + totalSun > trxSun) return { ...empty, skip: 'notEnoughTrx' };
      if (next === amount) {
        return {
          address,
          trxSun,
          tokenBalance: 0n,
          amount,
          networkSun: totalSun,
          feeSun,
          needSun: 0n,
          steps: [
            ...feeSteps(costs),
            {
              kind: 'sweep',
              from: address,
              to: setup.target,
              transaction: sweep,
              rebuild: () => buildTrxTransfer({ owner: address, to: setup.target, amount }, setup),
              cost: costs[costs.length - 1],
              energy: 0,
            },
          ],
        };
      }
      amount = next > 0n ? next : 0n;
    }
    return { ...empty, skip: amount > 0n ? 'notEnoughTrx' : 'empty' };
  }
  const tokenBalance = await readTokenBalance(setup.token, address, setup);
  const amount = amountFrom(mode, tokenBalance);
  if (amount === 0n) return { ...empty, tokenBalance, skip: 'empty' };
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [getAddress(tronAddressToEvmHex(setup.target) as Hex), amount],
  });
  const call = { owner: address, contract: setup.token, data, callValue: 0n };
  const energy = await estimateTronCallEnergy(call, setup);
  // Sweeping all of a token empties the sender's balance slot, which refunds energy the call still needs while it
  // runs: its fee limit allows that refund (costs.ts, feeLimitWithRefunds).
  const feeLimited = { ...call, feeLimit: feeLimitWithRefunds(energy, parameters.energyPriceSun, 1) };
  const sweep = await buildContractCall(feeLimited, setup);
  const { costs, totalSun } = estimateTransactionCosts(
    [...feeTx, { rawDataBytes: bytesOf(sweep), energy }],
    resources,
    parameters,
  );
  // The call may burn up to its fee limit: with less, java-tron gives it less energy than the
  // limit and a call needing a little more than estimated runs out. So the wallet must hold the fee, the bandwidth
  // burnt and the whole fee limit; what the call does not burn stays in the wallet.
  const sweepCost = costs[costs.length - 1];
  const needSun = feeSun + (totalSun - sweepCost.energySun) + feeLimited.feeLimit;
  return {
    address,
    trxSun,
    tokenBalance,
    amount,
    networkSun: totalSun,
    feeSun,
    needSun: needSun > trxSun ? needSun - trxSun : 0n,
    steps: [
      ...feeSteps(costs),
      {
        kind: 'sweep',
        from: address,
        transaction: sweep,
        rebuild: () => buildContractCall(feeLimited, setup),
        cost: sweepCost,
        energy,
      },
    ],
  };
}

/**
 * Every wallet's plan, in order, before anything is signed. `funder` (a pasted key's address) tops up the TRC-20
 * wallets that cannot pay their energy; its transfers are priced in order from its own resources.
 */
export async function planTronCollection(
  setup: CollectionSetup,
  wallets: readonly string[],
  mode: CollectionAmount,
  funder?: string,
  /** Wallets whose fee already landed (a retry): planned without it. */
  paidFee: ReadonlySet<string> = new Set(),
): Promise<WalletCollectionPlan[]> {
  const [target, feeRecipient] = await Promise.all([
    readTronAccountResources(setup.target, setup),
    readTronAccountResources(setup.feeRecipient, setup),
  ]);
  const plans: WalletCollectionPlan[] = [];
  for (const address of wallets) {
    const { needSun, ...plan } = await planWallet(
      setup,
      address,
      mode,
      target.exists,
      feeRecipient.exists,
      paidFee.has(address),
    );
    plans.push({ ...plan, topUpSun: needSun });
  }
  const needing = plans.filter((plan) => plan.topUpSun > 0n);
  if (needing.length === 0) return plans;
  if (!funder) return plans.map((plan) => (plan.topUpSun > 0n ? { ...plan, steps: [], skip: 'noFunder' } : plan));
  const funderResources = resourcesOnceCreated(await readTronAccountResources(funder, setup), setup.parameters);
  const topUps: { plan: WalletCollectionPlan; transaction: TronUnsignedTransaction; createsAccount: boolean }[] = [];
  for (const plan of needing) {
    const transaction = await buildTrxTransfer({ owner: funder, to: plan.address, amount: plan.topUpSun }, setup);
    const exists = (await readTronAccountResources(plan.address, setup)).exists;
    topUps.push({ plan, transaction, createsAccount: !exists });
  }
  const { costs } = estimateTransactionCosts(
    topUps.map((topUp) => ({ rawDataBytes: bytesOf(topUp.transaction), createsAccount: topUp.createsAccount })),
    funderResources,
    setup.parameters,
  );
  topUps.forEach((topUp, index) => {
    const { address, topUpSun } = topUp.plan;
    topUp.plan.steps.unshift({
      kind: 'topUp',
      from: funder,
      to: address,
      transaction: topUp.transaction,
      rebuild: () => buildTrxTransfer({ owner: funder, to: address, amount: topUpSun }, setup),
      cost: costs[index],
      energy: 0,
    });
  });
  return plans;
}

export * from './collection-run';
