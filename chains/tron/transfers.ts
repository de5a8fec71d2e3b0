import { tronAddressToHex } from './address';
import { type TronApiOptions, tronApiRequest } from './api';
import type { TronSendPlan, TronSendRow } from './batch-send';
import {
  estimateTransactionCost,
  estimateTransactionCosts,
  type TronAccountResources,
  type TronChainParameters,
  type TronCostEstimate,
  varintLength,
} from './costs';
import { tronBatchSendFeeSun } from './fees';
import { readTronAccountResources, readTronChainParameters } from './resources';
import type { PreparedTronCall } from './send';
import { buildTrxTransfer, type TronTransferRequest } from './transaction';

/**
 * TRX to many recipients as one TransferContract each, the other way to the multisend (chains/tron/batch-send.ts).
 * Without staked energy it burns less: a transfer pays bandwidth only (267 bytes, free while the day's 600 last) and
 * 1.1 TRX for a new account, where the multisend pays energy for every recipient (bench/tron-multisend.bench.ts).
 * Priced by the same rules (costs.ts), in the order they are sent; our fee (fees.ts: 5 TRX per 100 recipients, as
 * the multisend's 5 TRX per batch of 100) goes in one more transfer to the fee receiver after the recipients'.
 * One signature per transfer: the page shows the count beside the cost.
 */

/** Recipients one fee of 5 TRX stands for: the multisend's batch size. */
export const TRON_TRANSFERS_PER_FEE = 100;
/** getaccount requests in flight while the plan asks which recipients are accounts. */
const EXISTENCE_CONCURRENCY = 8;

export interface TronPlannedTransfer {
  row: TronSendRow;
  /** The recipient is no account yet: the transfer creates it (1.1 TRX without staked bandwidth). */
  createsAccount: boolean;
  rawDataBytes: number;
  /** What the network burns for it, in order after the transfers before it. */
  cost: TronCostEstimate;
}

export interface TronTransferPlan {
  transfers: TronPlannedTransfer[];
  /** Our fee's own transfer, after the recipients'. */
  fee: { to: string; amount: bigint; createsAccount: boolean; rawDataBytes: number; cost: TronCostEstimate };
  parameters: TronChainParameters;
  resources: TronAccountResources;
  /** TRX burnt for bandwidth and activations over all transfers, the fee's included. */
  networkSun: bigint;
  serviceFeeSun: bigint;
  /** TRX leaving the account: the amounts, our fee and the burn. */
  totalTrxSun: bigint;
  balanceSun: bigint;
  shortfallSun: bigint;
  /** Transactions the wallet signs. */
  signatures: number;
}

export interface TronTransfersSetup extends TronApiOptions {
  owner: string;
  feeRecipient: string;
  /** Per TRON_TRANSFERS_PER_FEE recipients; default 5 TRX (spec §9). */
  feeSun?: bigint;
}

/** Our fee for `recipients` sent one transfer each: 5 TRX per started hundred, as through the multisend. */
export function transfersServiceFeeSun(recipients: number, feeSun = tronBatchSendFeeSun()): bigint {
  return BigInt(Math.ceil(recipients / TRON_TRANSFERS_PER_FEE)) * feeSun;
}

/** An account's TRX and whether the chain knows it (getaccount answers {} for an address that is no account). */
export async function readTrxAccount(address: string, options: TronApiOptions = {}) {
  const answer = await tronApiRequest(
    '/wallet/getaccount',
    { address: tronAddressToHex(address), visible: false },
    {
      safeParse: (value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? { success: true as const, data: value as { balance?: unknown } }
          : { success: false as const, error: { message: 'getaccount answered no object' } },
    },
    options,
  );
  const balance = typeof answer.balance === 'number' ? BigInt(answer.balance) : 0n;
  return { exists: Object.keys(answer).length > 0, balanceSun: balance };
}

async function existingAccounts(addresses: readonly string[], options: TronApiOptions): Promise<Set<string>> {
  const unique = [...new Set(addresses)];
  const existing = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const address = unique[next++];
      if ((await readTrxAccount(address, options)).exists) existing.add(address);
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXISTENCE_CONCURRENCY, unique.length) }, worker));
  return existing;
}

/**
 * Prices TRX to `rows` one transfer each, plus our fee's transfer: which recipients are accounts (one getaccount
 * each), the bytes of a transfer from one the node builds (the others differ only by the amount's varint), the
 * sender's resources, each transfer charged after the ones before it.
 */
export async function planTrxTransfers(
  setup: TronTransfersSetup,
  rows: readonly TronSendRow[],
): Promise<TronTransferPlan> {
  if (rows.length === 0) throw new RangeError('Nothing to send');
  const [parameters, resources, owner, existing, sample] = await Promise.all([
    readTronChainParameters(setup),
    readTronAccountResources(setup.owner, setup),
    readTrxAccount(setup.owner, setup),
    existingAccounts([...rows.map((row) => row.to), setup.feeRecipient], setup),
    buildTrxTransfer({ owner: setup.owner, to: rows[0].to, amount: rows[0].amount }, setup),
  ]);
  const sampleBytes = sample.raw_data_hex.length / 2 - varintLength(Number(rows[0].amount));
  const bytesOf = (amount: bigint) => sampleBytes + varintLength(Number(amount));
  const created = new Set(existing);
  const createsAccount = (address: string) => {
    if (created.has(address)) return false;
    created.add(address);
    return true;
  };
  const planned = rows.map((row) => ({
    row,
    createsAccount: createsAccount(row.to),
    rawDataBytes: bytesOf(row.amount),
  }));
  const serviceFeeSun = transfersServiceFeeSun(rows.length, setup.feeSun);
  const feeTransfer = {
    to: setup.feeRecipient,
    amount: serviceFeeSun,
    createsAccount: createsAccount(setup.feeRecipient),
    rawDataBytes: bytesOf(serviceFeeSun),
  };
  const { costs, totalSun } = estimateTransactionCosts([...planned, feeTransfer], resources, parameters);
  const amounts = rows.reduce((total, row) => total + row.amount, 0n);
  const totalTrxSun = amounts + serviceFeeSun + totalSun;
  return {
    transfers: planned.map((transfer, index) => ({ ...transfer, cost: costs[index] })),
    fee: { ...feeTransfer, cost: costs[costs.length - 1] },
    parameters,
    resources,
    networkSun: totalSun,
    serviceFeeSun,
    totalTrxSun,
    balanceSun: owner.balanceSun,
    shortfallSun: totalTrxSun > owner.balanceSun ? totalTrxSun - owner.balanceSun : 0n,
    signatures: rows.length + 1,
  };
}

export type TrxRoute = 'multisend' | 'transfers';

/** The route that burns less TRX in all (network and our fee); the multisend on a tie (fewer signatures). */
export function cheaperTrxRoute(
  multisend: Pick<TronSendPlan, 'networkSun' | 'serviceFeeSun'>,
  transfers: TronTransferPlan,
): TrxRoute {
  const viaMultisend = multisend.networkSun + multisend.serviceFeeSun;
  const viaTransfers = transfers.networkSun + transfers.serviceFeeSun;
  return viaTransfers < viaMultisend ? 'transfers' : 'multisend';
}

/**
 * One transfer, priced again just before signing: the node builds it, the sender's resources and whether the
 * recipient is an account are read now (the transfers before it used free bandwidth, created accounts).
 */
export async function prepareTrxTransfer(
  request: TronTransferRequest,
  parameters: TronChainParameters,
  options: TronApiOptions,
): Promise<PreparedTronCall> {
  const [transaction, resources, recipient] = await Promise.all([
    buildTrxTransfer(request, options),
    readTronAccountResources(request.owner, options),
    readTrxAccount(request.to, options),
  ]);
  const cost = estimateTransactionCost({
    rawDataBytes: transaction.raw_data_hex.length / 2,
    createsAccount: !recipient.exists,
    resources,
    parameters,
  });
  return { transaction, energy: 0, feeLimit: 0n, cost };
}
