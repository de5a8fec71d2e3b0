import type {
  AddressLookupTableAccount,
  BlockhashWithExpiryBlockHeight,
  PublicKey,
  TransactionError,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { SolanaRpc } from './rpc';
import { buildTransaction, MAX_COMPUTE_UNITS, networkFeeLamports } from './transaction';

/**
 * Simulate, then build for real: the compute-unit limit comes from the simulation (plus a margin), so the priority fee
 * (micro-lamports × limit) pays for what the transaction uses rather than for 1.4 M units; the network fee is then
 * known exactly before signing, which builders that empty an account (collection) need.
 */

/** Units added to the simulated consumption: 10 %, and at least 1,000 (logs and account sizes vary a little). */
export const COMPUTE_UNIT_MARGIN = { ratio: 0.1, minimum: 1_000 };

export class SolanaSimulationError extends Error {
  constructor(
    readonly error: TransactionError | string,
    readonly logs: readonly string[],
  ) {
    const last = logs.filter((line) => /failed|error/i.test(line)).pop();
    super(`Simulation failed: ${typeof error === 'string' ? error : JSON.stringify(error)}${last ? ` (${last})` : ''}`);
    this.name = 'SolanaSimulationError';
  }
}

/** The limit for a transaction that consumed `consumed` units in simulation. */
export function computeUnitLimit(consumed: number, margin = COMPUTE_UNIT_MARGIN): number {
  const withMargin = Math.ceil(consumed + Math.max(margin.minimum, consumed * margin.ratio));
  return Math.min(MAX_COMPUTE_UNITS, withMargin);
}

/** What the instructions may depend on: the final limit and network fee (collection subtracts the fee). */
export interface FeeContext {
  computeUnits: number;
  networkFee: bigint;
}

export interface PrepareTransactionOptions {
  payer: PublicKey;
  /** Signatures the transaction needs (fee payer included), for the network fee; default 1. */
  signatures?: number;
  instructions: readonly TransactionInstruction[] | ((context: FeeContext) => TransactionInstruction[]);
  lookupTables?: readonly AddressLookupTableAccount[];
  /** Priority fee, micro-lamports per compute unit. */
  microLamports?: bigint | number;
  /** A blockhash already fetched (the batch driver passes one); default: fetched here. */
  blockhash?: BlockhashWithExpiryBlockHeight;
}

export interface PreparedTransaction {
  /** Unsigned: the wallet (or the source key pairs) sign it. */
  transaction: VersionedTransaction;
  blockhash: string;
  lastValidBlockHeight: number;
  computeUnits: number;
  /** Base fee plus priority fee, in lamports. */
  networkFee: bigint;
}

/** Simulates (signatures not verified, blockhash replaced) and answers the units consumed; throws on failure. */
export async function simulateComputeUnits(rpc: SolanaRpc, transaction: VersionedTransaction): Promise<number> {
  const { value } = await rpc.simulateTransaction(transaction, {
    sigVerify: false,
    replaceRecentBlockhash: true,
    commitment: 'confirmed',
  });
  if (value.err) throw new SolanaSimulationError(value.err, value.logs ?? []);
  return value.unitsConsumed ?? MAX_COMPUTE_UNITS;
}

export async function prepareTransaction(
  rpc: SolanaRpc,
  options: PrepareTransactionOptions,
): Promise<PreparedTransaction> {
  const { payer, lookupTables, microLamports } = options;
  const signatures = options.signatures ?? 1;
  const instructionsFor = (context: FeeContext) =>
    typeof options.instructions === 'function' ? options.instructions(context) : [...options.instructions];
  const trial: FeeContext = {
    computeUnits: MAX_COMPUTE_UNITS,
    networkFee: networkFeeLamports(signatures, { units: MAX_COMPUTE_UNITS, microLamports }),
  };
  const simulated = buildTransaction({
    payer,
    instructions: instructionsFor(trial),
    lookupTables,
    computeBudget: { units: MAX_COMPUTE_UNITS, microLamports },
  });
  const computeUnits = computeUnitLimit(await simulateComputeUnits(rpc, simulated));
  const context: FeeContext = {
    computeUnits,
    networkFee: networkFeeLamports(signatures, { units: computeUnits, microLamports }),
  };
  const latest = options.blockhash ?? (await rpc.getLatestBlockhash('confirmed'));
  const transaction = buildTransaction({
    payer,
    instructions: instructionsFor(context),
    lookupTables,
    blockhash: latest.blockhash,
    computeBudget: { units: computeUnits, microLamports },
  });
  return {
    transaction,
    blockhash: latest.blockhash,
    lastValidBlockHeight: latest.lastValidBlockHeight,
    computeUnits,
    networkFee: context.networkFee,
  };
}
