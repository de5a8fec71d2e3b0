import { isSuiNativeCoinType } from '@/chains/sui/balances';
import {
  buildSuiBatchSendTransaction,
  planSuiBatchSend,
  type SuiSendRow,
  suiPtbBytes,
  suiRecipientsPerPtb,
  suiTransactionDigest,
} from '@/chains/sui/batch-send';
import { SUI_COIN_TYPE_LONG } from '@/chains/sui/chain';
import { suiBatchSendFeeMist } from '@/chains/sui/fees';
import type { SuiGraphQLOptions } from '@/chains/sui/graphql';
import { SUI_PROTOCOL_LIMITS } from '@/chains/sui/limits';
import {
  readSuiCoins,
  readSuiReferenceGasPrice,
  type SuiCoinObject,
  type SuiEffects,
  simulateSuiPtb,
  suiGasBudget,
} from '@/chains/sui/send';

/** What one batch send is: who sends which coin, where our fee goes, and the GraphQL endpoint (relay or the user's). */
export interface SuiSendSetup extends SuiGraphQLOptions {
  owner: string;
  coinType: string;
  feeReceiver: string;
}

/** One PTB ready to sign: its exact bytes (gas budget from its own dry run) and what the dry run said. */
export interface PreparedSuiPtb {
  bytes: Uint8Array;
  digest: string;
  rows: number;
  commands: number;
  gasPrice: bigint;
  gasBudget: bigint;
  dryRun: SuiEffects;
  /** SUI the PTB takes from the sender beyond the budget: the amounts (SUI sends) and our fee. */
  suiOut: bigint;
  feeMist: bigint;
}

export class SuiSendShortfallError extends Error {
  constructor(
    readonly coin: 'sui' | 'token',
    readonly needed: bigint,
    readonly held: bigint,
  ) {
    super(`Not enough ${coin === 'sui' ? 'SUI' : 'coin'}: ${needed} needed, ${held} held`);
    this.name = 'SuiSendShortfallError';
  }
}

export class SuiDryRunError extends Error {
  constructor(readonly reason: string) {
    super(`The dry run failed: ${reason}`);
    this.name = 'SuiDryRunError';
  }
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

/** The sender's coins now: SUI (gas, up to 256 objects, largest first) and, for another coin, its objects. */
export async function readSendCoins(setup: SuiSendSetup): Promise<{ gas: SuiCoinObject[]; coins: SuiCoinObject[] }> {
  const gas = (await readSuiCoins(setup.owner, SUI_COIN_TYPE_LONG, setup)).slice(
    0,
    SUI_PROTOCOL_LIMITS.maxGasPaymentObjects,
  );
  const coins = isSuiNativeCoinType(setup.coinType) ? [] : await readSuiCoins(setup.owner, setup.coinType, setup);
  return { gas, coins };
}

/**
 * One PTB built on the coins as they are now: dry-run with the largest budget the gas coins allow, the budget then
 * taken from that simulation by the SDK's rule, and the PTB rebuilt with it. The bytes are what the wallet signs.
 */
export async function prepareSuiSendPtb(
  setup: SuiSendSetup,
  rows: readonly SuiSendRow[],
  current?: { gas: SuiCoinObject[]; coins: SuiCoinObject[]; gasPrice: bigint },
): Promise<PreparedSuiPtb> {
  const { gas, coins } = current ?? (await readSendCoins(setup));
  const gasPrice = current?.gasPrice ?? (await readSuiReferenceGasPrice(setup));
  const native = isSuiNativeCoinType(setup.coinType);
  const feeMist = suiBatchSendFeeMist();
  const amounts = sum(rows.map((row) => row.amount));
  const suiOut = (native ? amounts : 0n) + feeMist;
  const gasHeld = sum(gas.map((coin) => coin.balance));
  if (gas.length === 0 || gasHeld <= suiOut) throw new SuiSendShortfallError('sui', suiOut + 1n, gasHeld);
  if (!native) {
    const held = sum(coins.map((coin) => coin.balance));
    if (held < amounts) throw new SuiSendShortfallError('token', amounts, held);
  }
  const room = gasHeld - suiOut;
  const probeBudget = room < SUI_PROTOCOL_LIMITS.maxTxGas ? room : SUI_PROTOCOL_LIMITS.maxTxGas;
  const base = {
    sender: setup.owner,
    rows,
    coinType: setup.coinType,
    coins,
    gasPayment: gas,
    gasPrice,
    feeReceiver: setup.feeReceiver,
    feeMist,
  };
  const probe = await suiPtbBytes(buildSuiBatchSendTransaction({ ...base, gasBudget: probeBudget }));
  const dryRun = await simulateSuiPtb(probe, setup);
  if (dryRun.status !== 'SUCCESS') throw new SuiDryRunError(dryRun.error ?? 'FAILURE');
  const gasBudget = suiGasBudget(dryRun.gas, gasPrice);
  if (gasBudget > room) throw new SuiSendShortfallError('sui', suiOut + gasBudget, gasHeld);
  const tx = buildSuiBatchSendTransaction({ ...base, gasBudget });
  const bytes = await suiPtbBytes(tx);
  return {
    bytes,
    digest: suiTransactionDigest(bytes),
    rows: rows.length,
    commands: tx.getData().commands.length,
    gasPrice,
    gasBudget,
    dryRun,
    suiOut,
    feeMist,
  };
}

export interface SuiSendPlan {
  /** Recipients a PTB takes and the limit that decides it. */
  perPtb: number;
  ptbs: PreparedSuiPtb[];
  feeMist: bigint;
  gasBudgetMist: bigint;
  /** SUI the whole batch needs: amounts (SUI sends), fees and every budget. */
  suiNeeded: bigint;
  suiHeld: bigint;
  tokenNeeded: bigint;
  tokenHeld: bigint;
}

/**
 * The review before signing: the rows cut into the fewest PTBs the limits allow, each built on the coins as they are
 * now and dry-run (its gas budget from its own simulation), with what the whole batch takes from the sender.
 */
export async function planSuiSend(setup: SuiSendSetup, rows: readonly SuiSendRow[]): Promise<SuiSendPlan> {
  const { gas, coins } = await readSendCoins(setup);
  const gasPrice = await readSuiReferenceGasPrice(setup);
  const ptbs: PreparedSuiPtb[] = [];
  for (const batch of planSuiBatchSend(rows, setup.coinType)) {
    ptbs.push(await prepareSuiSendPtb(setup, batch, { gas, coins, gasPrice }));
  }
  const native = isSuiNativeCoinType(setup.coinType);
  const amounts = sum(rows.map((row) => row.amount));
  const feeMist = sum(ptbs.map((ptb) => ptb.feeMist));
  const gasBudgetMist = sum(ptbs.map((ptb) => ptb.gasBudget));
  return {
    perPtb: suiRecipientsPerPtb(setup.coinType),
    ptbs,
    feeMist,
    gasBudgetMist,
    suiNeeded: (native ? amounts : 0n) + feeMist + gasBudgetMist,
    suiHeld: sum(gas.map((coin) => coin.balance)),
    tokenNeeded: native ? 0n : amounts,
    tokenHeld: sum(coins.map((coin) => coin.balance)),
  };
}
