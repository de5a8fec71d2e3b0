import type { Transaction } from '@mysten/sui/transactions';
import { suiPtbBytes, suiTransactionDigest } from '../batch-send';
import { SUI_COIN_TYPE_LONG } from '../chain';
import type { SuiGraphQLOptions } from '../graphql';
import { SUI_PROTOCOL_LIMITS } from '../limits';
import {
  executeSuiPtb,
  readSuiCoins,
  readSuiReferenceGasPrice,
  readSuiTransactionStatus,
  type SuiEffects,
  simulateSuiPtb,
  suiGasBudget,
} from '../send';
import type { SuiGasInput } from './publish';

/**
 * One coin transaction prepared and sent, as the publish and manage pages run it: the sender's SUI coins and the gas
 * price read, the transaction built with a probe budget and dry-run (`simulateSuiPtb`), its budget set by the SDK's
 * rule on the simulation, built again and held to the limits; shown with its cost before anything is signed. Sent once;
 * its digest is known from the bytes, so a lost answer is resolved by asking the chain, never by sending again.
 */

export class SuiCoinRunError extends Error {
  constructor(
    readonly code: 'noSui' | 'short' | 'dryRunFailed' | 'failedOnChain' | 'notLanded',
    message: string,
    readonly detail: { need?: bigint; have?: bigint; error?: string | null } = {},
  ) {
    super(message);
    this.name = 'SuiCoinRunError';
  }
}

export interface SuiPrepared {
  bytes: Uint8Array;
  digest: string;
  gasBudget: bigint;
  gasPrice: bigint;
  /** Our fee inside the transaction (0 for finalize_registration). */
  fee: bigint;
  /** SUI the sender holds. */
  suiBalance: bigint;
  commands: number;
  effects: SuiEffects;
}

export type SuiBuild = (gas: Omit<SuiGasInput, 'sender'> & { sender: string }) => Transaction;

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export async function prepareSuiCoinTransaction(
  sender: string,
  fee: bigint,
  build: SuiBuild,
  graphql: SuiGraphQLOptions,
): Promise<SuiPrepared> {
  const [coins, gasPrice] = await Promise.all([
    readSuiCoins(sender, SUI_COIN_TYPE_LONG, graphql),
    readSuiReferenceGasPrice(graphql),
  ]);
  const gasPayment = coins.slice(0, SUI_PROTOCOL_LIMITS.maxGasPaymentObjects);
  const suiBalance = sum(gasPayment.map((coin) => coin.balance));
  if (gasPayment.length === 0) throw new SuiCoinRunError('noSui', 'The wallet holds no SUI to pay gas', { need: fee });
  const probe = min(suiBalance - fee, SUI_PROTOCOL_LIMITS.maxTxGas);
  if (probe <= 0n) {
    throw new SuiCoinRunError('short', 'The wallet holds too little SUI for the fee and gas', {
      need: fee,
      have: suiBalance,
    });
  }
  const simulated = await simulateSuiPtb(
    await suiPtbBytes(build({ sender, gasPrice, gasBudget: probe, gasPayment })),
    graphql,
  );
  if (simulated.status !== 'SUCCESS') {
    throw new SuiCoinRunError('dryRunFailed', `The dry run failed: ${simulated.error ?? 'unknown error'}`, {
      error: simulated.error,
    });
  }
  const gasBudget = suiGasBudget(simulated.gas, gasPrice);
  if (suiBalance < gasBudget + fee) {
    throw new SuiCoinRunError('short', 'The wallet holds too little SUI for the fee and gas', {
      need: gasBudget + fee,
      have: suiBalance,
    });
  }
  const tx = build({ sender, gasPrice, gasBudget, gasPayment });
  const bytes = await suiPtbBytes(tx);
  const commands = tx.getData().commands.length;
  return {
    bytes,
    digest: suiTransactionDigest(bytes),
    gasBudget,
    gasPrice,
    fee,
    suiBalance,
    commands,
    effects: simulated,
  };
}

/**
 * Signs (the wallet is handed the exact bytes) and sends once. An answer lost after sending is resolved by the
 * digest: asked `polls` times, `pollMs` apart.
 */
export async function sendSuiCoinTransaction(
  prepared: SuiPrepared,
  sign: (bytes: Uint8Array) => Promise<string>,
  graphql: SuiGraphQLOptions,
  { polls = 10, pollMs = 1500 }: { polls?: number; pollMs?: number } = {},
): Promise<string> {
  const signature = await sign(prepared.bytes);
  try {
    const executed = await executeSuiPtb(prepared.bytes, [signature], graphql);
    if (executed.status !== 'SUCCESS') {
      throw new SuiCoinRunError('failedOnChain', `The transaction failed on chain: ${executed.error ?? ''}`, {
        error: executed.error,
      });
    }
    return prepared.digest;
  } catch (failure) {
    if (failure instanceof SuiCoinRunError) throw failure;
    for (let poll = 0; poll < polls; poll++) {
      const status = await readSuiTransactionStatus(prepared.digest, graphql).catch(() => 'unknown' as const);
      if (status === 'SUCCESS') return prepared.digest;
      if (status === 'FAILURE') throw new SuiCoinRunError('failedOnChain', 'The transaction failed on chain');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw failure;
  }
}

/** Reads something a landed transaction made until the chain's index has it (`polls` tries, `pollMs` apart). */
export async function readWhenIndexed<T>(
  read: () => Promise<T>,
  { polls = 10, pollMs = 1500 }: { polls?: number; pollMs?: number } = {},
): Promise<T> {
  let last: unknown;
  for (let poll = 0; poll < polls; poll++) {
    try {
      return await read();
    } catch (failure) {
      last = failure;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  throw last;
}
