import type { Ed25519PublicKey, SimpleTransaction } from '@aptos-labs/ts-sdk';
import type { AptosAddress } from '@/chains/aptos/address';
import {
  type AptosEndpoint,
  aptosStorageFeeOf,
  readAptosAccount,
  readAptosGasPrice,
  simulateAptosTransaction,
} from '@/chains/aptos/api';
import { readAptosBalances } from '@/chains/aptos/balances';
import {
  type AptosSendAsset,
  type AptosSendRow,
  aptosBatchSendPayload,
  aptosMaxGasFor,
  aptosRawTransaction,
  aptosRowsForGas,
  aptosSimulationBytes,
  planAptosBatchSend,
} from '@/chains/aptos/batch-send';
import { APTOS_COIN_TYPE } from '@/chains/aptos/chain';
import { aptosBatchSendFeeOctas } from '@/chains/aptos/fees';
import { APTOS_MAX_GAS_UNITS } from '@/chains/aptos/limits';

/** What a send needs to build and simulate: where to read, who sends (their ed25519 key), what, where our fee goes. */
export interface AptosSendSetup {
  endpoint: AptosEndpoint;
  owner: AptosAddress;
  publicKey: Ed25519PublicKey;
  feeReceiver: AptosAddress;
  /** APT (our fee inside each transaction), a coin or a fungible asset (our fee in one APT transaction after). */
  asset: AptosSendAsset;
}

/** How long a signed transaction may wait for the wallet and the chain (its expiration). */
export const APTOS_SEND_EXPIRY_SECONDS = 300;

export class AptosSimulationError extends Error {
  constructor(readonly reason: string) {
    super(`The simulation failed: ${reason}`);
    this.name = 'AptosSimulationError';
  }
}

export class AptosSendShortfallError extends Error {
  constructor(
    readonly needed: bigint,
    readonly held: bigint,
  ) {
    super(`Not enough APT: ${needed} octas needed, ${held} held`);
    this.name = 'AptosSendShortfallError';
  }
}

export class AptosNoAccountError extends Error {
  constructor(readonly address: string) {
    super(`${address} has no account on Aptos yet`);
    this.name = 'AptosNoAccountError';
  }
}

export interface PreparedAptosTransaction {
  transaction: SimpleTransaction;
  rows: number;
  /** The signed size (ed25519), the simulation's bytes. */
  bytes: number;
  sequenceNumber: bigint;
  gasUnitPrice: bigint;
  gasUsed: bigint;
  /** max_gas_amount: the simulation's gas and half again, capped at 2,000,000 units. */
  maxGas: bigint;
  /** The simulation's storage fee (octas): new accounts and stores of the recipients. */
  storageFee: bigint;
  /** Our fee (octas) for these rows: the transaction's last entry (APT), or paid after the work (a token). */
  fee: bigint;
}

/**
 * One transaction built, simulated (zero signature) and built again with its max gas from the simulation. `asset`
 * overrides the setup's (our fee transaction after a token batch is an APT transfer carrying no fee of its own).
 */
export async function prepareAptosSendTransaction(
  setup: AptosSendSetup,
  rows: readonly AptosSendRow[],
  sequenceNumber: bigint,
  gasUnitPrice: bigint,
  signal?: AbortSignal,
  feeTransaction = false,
): Promise<PreparedAptosTransaction> {
  const asset = feeTransaction ? ({ kind: 'apt' } as const) : setup.asset;
  const fee = feeTransaction ? 0n : aptosBatchSendFeeOctas(rows.length);
  const inside = asset.kind === 'apt' && !feeTransaction ? { receiver: setup.feeReceiver, amount: fee } : undefined;
  const payload = aptosBatchSendPayload(asset, rows, inside);
  const expirationSeconds = BigInt(Math.floor(Date.now() / 1000) + APTOS_SEND_EXPIRY_SECONDS);
  const params = { sender: setup.owner, sequenceNumber, gasUnitPrice, expirationSeconds };
  const probe = aptosRawTransaction(payload, { ...params, maxGasAmount: APTOS_MAX_GAS_UNITS });
  const simulationBytes = aptosSimulationBytes(probe, setup.publicKey);
  const simulated = await simulateAptosTransaction(simulationBytes, { endpoint: setup.endpoint, signal });
  if (simulated.success !== true) throw new AptosSimulationError(simulated.vm_status ?? 'no status');
  const gasUsed = BigInt(simulated.gas_used ?? '0');
  const maxGas = aptosMaxGasFor(gasUsed);
  const transaction = aptosRawTransaction(payload, { ...params, maxGasAmount: maxGas });
  return {
    transaction,
    rows: rows.length,
    bytes: aptosSimulationBytes(transaction, setup.publicKey).length,
    sequenceNumber,
    gasUnitPrice,
    gasUsed,
    maxGas,
    storageFee: aptosStorageFeeOf(simulated),
    fee,
  };
}

export interface AptosSendPlan {
  transactions: PreparedAptosTransaction[];
  /** A token batch: our fee's own APT transaction, simulated now, sent after the token transactions landed. */
  feeTransaction: PreparedAptosTransaction | null;
  /** The token sent and held (base units); APT sends: the same as needed/held. */
  tokenNeeded: bigint;
  tokenHeld: bigint;
  limitedBy: 'size' | 'gas';
  rowsPerTransaction: number;
  /** APT the batch may take: amounts, our fees and every max gas × price (unused gas stays in the wallet). */
  needed: bigint;
  held: bigint;
  totalFee: bigint;
  storageFee: bigint;
}

/**
 * The whole batch before any signature: the sender's account, the gas price and its APT read; rows packed into the
 * fewest transactions the 64 KiB size allows; each simulated. When a simulation shows the gas would pass 80% of
 * 2,000,000 units, the rows are packed again at what the gas holds and simulated again.
 */
export async function planAptosSend(
  setup: AptosSendSetup,
  rows: readonly AptosSendRow[],
  signal?: AbortSignal,
): Promise<AptosSendPlan> {
  const options = { endpoint: setup.endpoint, signal };
  const account = await readAptosAccount(setup.owner, options);
  if (!account) throw new AptosNoAccountError(setup.owner);
  const { gasEstimate } = await readAptosGasPrice(options);
  const balance = await readAptosBalances({ ...options, owners: [setup.owner], asset: APTOS_COIN_TYPE });
  const held = balance.balances[0]?.balance ?? 0n;
  const isApt = setup.asset.kind === 'apt';
  const tokenKey =
    setup.asset.kind === 'coin' ? setup.asset.coinType : setup.asset.kind === 'fa' ? setup.asset.metadata : '';
  const tokenHeld = isApt
    ? held
    : ((await readAptosBalances({ ...options, owners: [setup.owner], asset: tokenKey })).balances[0]?.balance ?? 0n);

  const simulate = async (maxRowsByGas?: number) => {
    const plan = planAptosBatchSend(setup.asset, rows.length, { maxRowsByGas });
    const prepared: PreparedAptosTransaction[] = [];
    for (const [index, planned] of plan.transactions.entries()) {
      const chunk = planned.rows.map((row) => rows[row]);
      prepared.push(
        await prepareAptosSendTransaction(setup, chunk, account.sequenceNumber + BigInt(index), gasEstimate, signal),
      );
    }
    return { plan, prepared };
  };
  let { plan, prepared } = await simulate();
  const limit = Math.min(...prepared.map((entry) => aptosRowsForGas(entry.gasUsed, entry.rows)));
  if (limit < plan.rowsPerTransaction) ({ plan, prepared } = await simulate(limit));

  const amounts = rows.reduce((total, row) => total + row.amount, 0n);
  const fees = prepared.reduce((total, entry) => total + entry.fee, 0n);
  const feeTransaction = isApt
    ? null
    : await prepareAptosSendTransaction(
        setup,
        [{ to: setup.feeReceiver, amount: fees }],
        account.sequenceNumber + BigInt(prepared.length),
        gasEstimate,
        signal,
        true,
      );
  const gas = [...prepared, ...(feeTransaction ? [feeTransaction] : [])].reduce(
    (total, entry) => total + entry.maxGas * entry.gasUnitPrice,
    0n,
  );
  return {
    transactions: prepared,
    feeTransaction,
    tokenNeeded: amounts,
    tokenHeld,
    limitedBy: plan.limitedBy,
    rowsPerTransaction: plan.rowsPerTransaction,
    needed: (isApt ? amounts : 0n) + fees + gas,
    held,
    totalFee: fees,
    storageFee: prepared.reduce((total, entry) => total + entry.storageFee, 0n),
  };
}
