import { Transaction } from '@mysten/sui/transactions';
import { checkSuiAddress, type SuiAddress } from './address';
import { normalizeSuiCoinType } from './balances';
import type { SuiObjectRef } from './batch-send';
import { SUI_COIN_TYPE_LONG } from './chain';
import { suiBatchCollectionFeeMist } from './fees';
import { SUI_MAX_MERGE_SOURCES, SUI_PROTOCOL_LIMITS } from './limits';

/**
 * One wallet's sweep (batch collection), signed in the page with that wallet's key: one PTB per wallet, sent from it.
 *
 * - Each coin other than SUI: its objects merged into the first (511 sources a command), that coin transferred whole to
 *   the destination.
 * - Our fee (0.01 SUI a swept wallet, fees.ts): `SplitCoins(GasCoin, [fee])` and its transfer, after the coins.
 * - SUI, when swept: the gas coin itself transferred last (`TransferObjects([GasCoin], destination)`): the chain charges
 *   the gas first and the destination gets everything left, so "all" leaves exactly the gas the PTB used, nothing more.
 *   SUI coins past the 256 gas payment objects are merged into the gas coin first. Without a SUI sweep, the SUI coins
 *   only pay gas and the fee.
 */

export class SuiCollectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SuiCollectionError';
  }
}

export interface SuiCollectedCoin {
  coinType: string;
  /** The wallet's objects of that coin, all of them (each is merged and moved). */
  objects: readonly SuiObjectRef[];
}

export interface BuildSuiCollectionInput {
  /** The swept wallet (the signer). */
  owner: string;
  destination: string;
  /** Sweep the SUI left after gas and the fee to the destination. */
  sweepSui: boolean;
  /** Coins other than SUI to move whole. */
  coins?: readonly SuiCollectedCoin[];
  /** Every SUI coin of the wallet: up to 256 pay gas, the rest are merged into the gas coin. */
  suiCoins: readonly SuiObjectRef[];
  gasPrice: bigint;
  gasBudget: bigint;
  feeReceiver: string;
  /** Default suiBatchCollectionFeeMist() (0.01 SUI); 0 leaves the fee out. */
  feeMist?: bigint;
}

const version = (ref: SuiObjectRef) => ({ ...ref, version: String(ref.version) });

function address(text: string, what: string): SuiAddress {
  const check = checkSuiAddress(text);
  if (!check.ok) throw new SuiCollectionError(`${what} is not a Sui address: "${text}"`);
  return check.address;
}

export function buildSuiCollectionTransaction(input: BuildSuiCollectionInput): Transaction {
  const owner = address(input.owner, 'The wallet');
  const destination = address(input.destination, 'The destination');
  const feeReceiver = address(input.feeReceiver, 'The fee receiver');
  if (destination === owner) throw new SuiCollectionError('The destination is the swept wallet itself');
  const fee = input.feeMist ?? suiBatchCollectionFeeMist();
  if (fee < 0n) throw new SuiCollectionError('The fee cannot be negative');
  const coins = (input.coins ?? []).filter((coin) => coin.objects.length > 0);
  for (const coin of coins) {
    const coinType = normalizeSuiCoinType(coin.coinType);
    if (!coinType || coinType === SUI_COIN_TYPE_LONG) {
      throw new SuiCollectionError(`Not a coin other than SUI: "${coin.coinType}"`);
    }
  }
  if (!input.sweepSui && coins.length === 0) throw new SuiCollectionError('Nothing to sweep');
  if (input.suiCoins.length === 0) throw new SuiCollectionError('The wallet has no SUI to pay gas');
  if (input.gasBudget <= 0n || input.gasBudget > SUI_PROTOCOL_LIMITS.maxTxGas) {
    throw new SuiCollectionError(`The gas budget must be above 0 and at most ${SUI_PROTOCOL_LIMITS.maxTxGas}`);
  }
  const gasCoins = input.suiCoins.slice(0, SUI_PROTOCOL_LIMITS.maxGasPaymentObjects);
  const extraSui = input.suiCoins.slice(SUI_PROTOCOL_LIMITS.maxGasPaymentObjects);
  const inputObjects = extraSui.length + coins.reduce((total, coin) => total + coin.objects.length, 0);
  if (inputObjects > SUI_PROTOCOL_LIMITS.maxInputObjects) {
    throw new SuiCollectionError(`${inputObjects} objects exceed the ${SUI_PROTOCOL_LIMITS.maxInputObjects} inputs`);
  }

  const tx = new Transaction();
  tx.setSender(owner);
  tx.setGasPrice(input.gasPrice);
  tx.setGasBudget(input.gasBudget);
  tx.setGasPayment(gasCoins.map(version));

  for (const coin of coins) {
    const [first, ...rest] = coin.objects.map((ref) => tx.objectRef(version(ref)));
    for (let start = 0; start < rest.length; start += SUI_MAX_MERGE_SOURCES) {
      tx.mergeCoins(first, rest.slice(start, start + SUI_MAX_MERGE_SOURCES));
    }
    tx.transferObjects([first], tx.pure.address(destination));
  }
  if (input.sweepSui) {
    const extra = extraSui.map((ref) => tx.objectRef(version(ref)));
    for (let start = 0; start < extra.length; start += SUI_MAX_MERGE_SOURCES) {
      tx.mergeCoins(tx.gas, extra.slice(start, start + SUI_MAX_MERGE_SOURCES));
    }
  }
  if (fee > 0n) {
    const [feeCoin] = tx.splitCoins(tx.gas, [tx.pure.u64(fee)]);
    tx.transferObjects([feeCoin], tx.pure.address(feeReceiver));
  }
  if (input.sweepSui) tx.transferObjects([tx.gas], tx.pure.address(destination));
  return tx;
}

/** The SUI a sweep delivers at least: the wallet's SUI less the fee and the whole gas budget (the gas used is less). */
export function suiCollectedAtLeast(
  suiTotal: bigint,
  gasBudget: bigint,
  feeMist = suiBatchCollectionFeeMist(),
): bigint {
  const left = suiTotal - feeMist - gasBudget;
  return left > 0n ? left : 0n;
}
