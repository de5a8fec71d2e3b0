import { decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';
import { encodeERC20Send, encodeNativeSend } from '../evm/multisend/encode';
import { isTronAddress, tronAddressToEvmHex, tronAddressToHex } from './address';
import { answerShape, optional } from './answer-shape';
import { type TronApiOptions, triggerConstantContract, tronApiRequest } from './api';
import {
  estimateTransactionCosts,
  feeLimitWithRefunds,
  type TronAccountResources,
  type TronChainParameters,
  type TronCostEstimate,
} from './costs';
import { tronBatchSendFeeSun } from './fees';
import { estimateTronCallEnergy, readTronAccountResources, readTronChainParameters } from './resources';
import { CLEARED_SLOTS } from './send';
import { buildContractCall, type TronContractCall } from './transaction';

/**
 * Batch send on Tron through our Multisend (contracts/multisend, the EVM contract run by TVM): TRX or one TRC-20 from
 * one account to many recipients, a batch per multisend call, our fee (chains/tron/fees.ts) paid by the same call.
 * Planning reads the chain (parameters, the sender's resources, each batch's energy by a constant call, each batch's
 * bytes from the node-built transaction) and prices every batch with chains/tron/costs.ts before anything is signed.
 */

/** Our Multisend on Tron (TRON_MULTISEND_ADDRESS, a T-address), or null when unset or malformed. */
export function tronMultisendAddress(): string | null {
  const text = typeof process === 'undefined' ? undefined : process.env.TRON_MULTISEND_ADDRESS;
  return text && isTronAddress(text) ? text : null;
}

/** Where our Tron fees go (TRON_FEE_RECEIVER, a T-address), or null when unset or malformed. */
export function tronFeeReceiver(): string | null {
  const text = typeof process === 'undefined' ? undefined : process.env.TRON_FEE_RECEIVER;
  return text && isTronAddress(text) ? text : null;
}

/** Rows per multisend call before the energy check splits a batch further. */
export const DEFAULT_TRON_ROWS_PER_BATCH = 100;
/** The largest fee limit a batch may need (java-tron's cap is 15,000 TRX); a batch needing more is split. */
export const DEFAULT_TRON_MAX_FEE_LIMIT_SUN = 1_000_000_000n;

export interface TronSendRow {
  /** Position in the user's list (for status and CSV). */
  index: number;
  /** T-address. */
  to: string;
  /** Smallest unit (sun for TRX). */
  amount: bigint;
}

export interface TronSendSetup extends TronApiOptions {
  owner: string;
  multisend: string;
  /** 'native' (TRX) or a TRC-20 contract (T-address). */
  token: 'native' | string;
  feeRecipient: string;
  /** Default 5 TRX (spec §9, per batch transaction). */
  feeSun?: bigint;
}

export interface TronSendBatch {
  rows: TronSendRow[];
  call: Omit<TronContractCall, 'feeLimit'>;
  energy: number;
  feeLimit: bigint;
  rawDataBytes: number;
  /** What the network burns for it (bandwidth, energy), in order after the batches before it. */
  cost: TronCostEstimate;
  /** `cost.totalSun` shared by the rows (the remainder on the first rows): each row's part of the burn. */
  rowCostsSun: bigint[];
}

export interface TronSendPlan {
  batches: TronSendBatch[];
  parameters: TronChainParameters;
  resources: TronAccountResources;
  /** TRX burnt for bandwidth and energy over all batches. */
  networkSun: bigint;
  /** Our fees over all batches. */
  serviceFeeSun: bigint;
  /** TRX leaving the account: call values (TRX amounts and fees) plus the burn. */
  totalTrxSun: bigint;
  balanceSun: bigint;
  /** How much TRX is missing for the whole plan (0 when the balance covers it). */
  shortfallSun: bigint;
}

export class TronApprovalNeededError extends Error {
  constructor(
    readonly token: string,
    readonly allowance: bigint,
    readonly needed: bigint,
  ) {
    super(`The multisend may spend ${allowance} of ${needed} needed: approve it first`);
    this.name = 'TronApprovalNeededError';
  }
}

const evm = (address: string) => getAddress(tronAddressToEvmHex(address) as Hex);

/** The multisend call of some rows: TRX through sendNative, a TRC-20 through sendERC20; our fee in the same call. */
export function encodeBatch(setup: TronSendSetup, rows: readonly Pick<TronSendRow, 'to' | 'amount'>[]) {
  const transfers = rows.map((row) => ({ to: evm(row.to), amount: row.amount }));
  const fee = { recipient: evm(setup.feeRecipient), amount: setup.feeSun ?? tronBatchSendFeeSun() };
  const encoded =
    setup.token === 'native'
      ? encodeNativeSend({ transfers, fee })
      : encodeERC20Send({ token: evm(setup.token), transfers, fee });
  return { owner: setup.owner, contract: setup.multisend, data: encoded.data, callValue: encoded.value };
}

function shareCost(total: bigint, count: number): bigint[] {
  const each = total / BigInt(count);
  const rest = Number(total - each * BigInt(count));
  return Array.from({ length: count }, (_, index) => each + (index < rest ? 1n : 0n));
}

/** A TRC-20's symbol and decimals, in one request each; throws when the contract answers no decimals. */
export async function readTrc20Info(token: string, options: TronApiOptions = {}) {
  const contract = tronAddressToHex(token) as string;
  const ask = (functionName: 'decimals' | 'symbol') =>
    triggerConstantContract(
      { owner: contract, contract, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
      options,
    );
  const [decimals, symbol] = await Promise.all([ask('decimals'), ask('symbol')]);
  if (!decimals.isSuccess || decimals.output.length < 66) throw new Error(`${token} is not a TRC-20 token`);
  let name = '';
  try {
    if (symbol.isSuccess) name = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol.output });
  } catch {
    name = '';
  }
  return { symbol: name, decimals: Number(BigInt(decimals.output.slice(0, 66))) };
}

/** A TRC-20's allowance from `owner` to `spender` (both T-addresses). */
export async function readTrc20Allowance(token: string, owner: string, spender: string, options: TronApiOptions = {}) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [evm(owner), evm(spender)] });
  const answer = await triggerConstantContract(
    { owner: tronAddressToHex(owner) as string, contract: tronAddressToHex(token) as string, data },
    options,
  );
  if (!answer.isSuccess) throw new Error(`allowance() of ${token} failed`);
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data: answer.output });
}

/** The approve(multisend, amount) call a TRC-20 batch needs first (priced by prepareTronCall when sent). */
export async function planTrc20Approval(setup: TronSendSetup, amount: bigint) {
  const parameters = await readTronChainParameters(setup);
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [evm(setup.multisend), amount] });
  return { call: { owner: setup.owner, contract: setup.token, data, callValue: 0n }, parameters };
}

/**
 * Splits the rows into multisend calls and prices each: a batch whose energy would need a fee limit above
 * `maxFeeLimitSun`, or more energy than the account can pay for, is halved until it fits.
 */
export async function planTronSend(
  setup: TronSendSetup,
  rows: readonly TronSendRow[],
  options: { rowsPerBatch?: number; maxFeeLimitSun?: bigint } = {},
): Promise<TronSendPlan> {
  if (rows.length === 0) throw new RangeError('Nothing to send');
  const [parameters, resources] = await Promise.all([
    readTronChainParameters(setup),
    readTronAccountResources(setup.owner, setup),
  ]);
  const balanceSun = await readTrxBalance(setup.owner, setup);
  if (setup.token !== 'native') {
    const needed = rows.reduce((total, row) => total + row.amount, 0n);
    const allowance = await readTrc20Allowance(setup.token, setup.owner, setup.multisend, setup);
    if (allowance < needed) throw new TronApprovalNeededError(setup.token, allowance, needed);
  }
  const maxFeeLimit = options.maxFeeLimitSun ?? DEFAULT_TRON_MAX_FEE_LIMIT_SUN;
  const size = options.rowsPerBatch ?? DEFAULT_TRON_ROWS_PER_BATCH;
  const pending: TronSendRow[][] = [];
  for (let start = 0; start < rows.length; start += size) pending.push(rows.slice(start, start + size));
  const planned: Omit<TronSendBatch, 'cost' | 'rowCostsSun'>[] = [];
  while (pending.length > 0) {
    const chunk = pending.shift() as TronSendRow[];
    const call = encodeBatch(setup, chunk);
    const energy = await estimateTronCallEnergy(call, setup);
    const feeLimit = feeLimitWithRefunds(energy, parameters.energyPriceSun, CLEARED_SLOTS);
    const affordableEnergy =
      BigInt(Math.max(0, resources.energyLimit - resources.energyUsed)) + balanceSun / parameters.energyPriceSun;
    if ((feeLimit > maxFeeLimit || BigInt(energy) > affordableEnergy) && chunk.length > 1) {
      const half = Math.ceil(chunk.length / 2);
      pending.unshift(chunk.slice(0, half), chunk.slice(half));
      continue;
    }
    const built = await buildContractCall({ ...call, feeLimit }, setup);
    planned.push({ rows: chunk, call, energy, feeLimit, rawDataBytes: built.raw_data_hex.length / 2 });
  }
  const { costs, totalSun } = estimateTransactionCosts(planned, resources, parameters);
  const batches = planned.map((batch, index) => ({
    ...batch,
    cost: costs[index],
    rowCostsSun: shareCost(costs[index].totalSun, batch.rows.length),
  }));
  const serviceFeeSun = BigInt(batches.length) * (setup.feeSun ?? tronBatchSendFeeSun());
  const callValues = batches.reduce((total, batch) => total + batch.call.callValue, 0n);
  const totalTrxSun = callValues + totalSun;
  return {
    batches,
    parameters,
    resources,
    networkSun: totalSun,
    serviceFeeSun,
    totalTrxSun,
    balanceSun,
    shortfallSun: totalTrxSun > balanceSun ? totalTrxSun - balanceSun : 0n,
  };
}

async function readTrxBalance(owner: string, options: TronApiOptions): Promise<bigint> {
  const account = await tronApiRequest(
    '/wallet/getaccount',
    { address: tronAddressToHex(owner), visible: false },
    answerShape<{ balance?: number }>({ fields: { balance: optional('number') }, rest: true }),
    options,
  );
  return BigInt(account.balance ?? 0);
}

export * from './send';
