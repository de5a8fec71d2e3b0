import { Transaction, TransactionDataBuilder } from '@mysten/sui/transactions';
import { checkSuiAddress, type SuiAddress } from './address';
import { isSuiNativeCoinType, normalizeSuiCoinType } from './balances';
import { SUI_COIN_TYPE_LONG } from './chain';
import { suiBatchSendFeeMist } from './fees';
import { SUI_MAX_MERGE_SOURCES, SUI_MAX_SPLIT_AMOUNTS, SUI_PROTOCOL_LIMITS } from './limits';

/**
 * Batch send in programmable transaction blocks. One PTB:
 *
 * - SUI: the gas coins (up to 256 payment objects, which the chain merges into the gas coin: "gas smashing") pay for
 *   everything; one `SplitCoins(GasCoin, [a₁ … aₙ, fee])`, then `TransferObjects([Result(0, i)], recipientᵢ)` for each row
 *   and, last, the fee's transfer to our receiver.
 * - any other coin: its coin objects are inputs; `MergeCoins(first, rest)` (511 sources a command) into the first, one
 *   `SplitCoins(first, [a₁ … aₙ])`, the transfers, then the fee: `SplitCoins(GasCoin, [fee])` and its transfer, last.
 *
 * Rows per PTB follow from the protocol limits (limits.ts): a splitCoins holds at most 511 amounts with its coin, so
 * **510 recipients** in a SUI PTB (the 511th amount is the fee) and **511** in a coin PTB; commands then stay at
 * 512–514 + merges of 1,024, new objects at 511–512 of 2,048, and the bytes at ≈ 30 KB of 128 KB (each PTB's size is
 * checked when built). 1,000 rows: 2 PTBs.
 */

export interface SuiObjectRef {
  objectId: string;
  version: string | number | bigint;
  digest: string;
}

export interface SuiSendRow {
  to: SuiAddress;
  /** Base units of the coin (MIST for SUI). */
  amount: bigint;
}

export class SuiBatchPlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SuiBatchPlanError';
  }
}

/** Recipients one PTB takes: 510 for SUI (the fee is the 511th amount of its split), 511 for any other coin. */
export function suiRecipientsPerPtb(coinType: string = SUI_COIN_TYPE_LONG): number {
  return isSuiNativeCoinType(coinType) ? SUI_MAX_SPLIT_AMOUNTS - 1 : SUI_MAX_SPLIT_AMOUNTS;
}

/** The rows cut into the fewest PTBs the limits allow, in order; each PTB as full as the limits let it be. */
export function planSuiBatchSend<R>(rows: readonly R[], coinType: string = SUI_COIN_TYPE_LONG): R[][] {
  const size = suiRecipientsPerPtb(coinType);
  const batches: R[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}

export interface BuildSuiBatchSendInput {
  sender: string;
  rows: readonly SuiSendRow[];
  /** Default SUI. */
  coinType?: string;
  /** The sender's coin objects of `coinType` (not SUI): every one is merged into the first. */
  coins?: readonly SuiObjectRef[];
  /** The sender's SUI coins that pay gas (and, for SUI, the amounts). */
  gasPayment: readonly SuiObjectRef[];
  gasPrice: bigint;
  gasBudget: bigint;
  feeReceiver: string;
  /** Default suiBatchSendFeeMist() (1 SUI); 0 leaves the fee out. */
  feeMist?: bigint;
}

function address(text: string, what: string): SuiAddress {
  const check = checkSuiAddress(text);
  if (!check.ok) throw new SuiBatchPlanError(`${what} is not a Sui address: "${text}"`);
  return check.address;
}

/** One PTB of a batch send, every input resolved (no client needed to build it). */
export function buildSuiBatchSendTransaction(input: BuildSuiBatchSendInput): Transaction {
  const coinType = normalizeSuiCoinType(input.coinType ?? SUI_COIN_TYPE_LONG);
  if (!coinType) throw new SuiBatchPlanError(`Not a coin type: "${input.coinType}"`);
  const native = coinType === SUI_COIN_TYPE_LONG;
  const sender = address(input.sender, 'The sender');
  const feeReceiver = address(input.feeReceiver, 'The fee receiver');
  const fee = input.feeMist ?? suiBatchSendFeeMist();
  const { rows } = input;
  if (rows.length === 0) throw new SuiBatchPlanError('A PTB needs at least one row');
  if (rows.length > suiRecipientsPerPtb(coinType)) {
    throw new SuiBatchPlanError(`${rows.length} rows exceed the ${suiRecipientsPerPtb(coinType)} a PTB takes`);
  }
  rows.forEach((row, index) => {
    address(row.to, `Row ${index + 1}'s recipient`);
    if (row.amount <= 0n || row.amount >= 2n ** 64n) {
      throw new SuiBatchPlanError(`Row ${index + 1}'s amount must be above 0 and below 2^64`);
    }
  });
  if (fee < 0n) throw new SuiBatchPlanError('The fee cannot be negative');
  const { gasPayment } = input;
  if (gasPayment.length === 0 || gasPayment.length > SUI_PROTOCOL_LIMITS.maxGasPaymentObjects) {
    throw new SuiBatchPlanError(`Gas is paid with 1 to ${SUI_PROTOCOL_LIMITS.maxGasPaymentObjects} coins`);
  }
  if (input.gasBudget <= 0n || input.gasBudget > SUI_PROTOCOL_LIMITS.maxTxGas) {
    throw new SuiBatchPlanError(`The gas budget must be above 0 and at most ${SUI_PROTOCOL_LIMITS.maxTxGas}`);
  }
  const coins = input.coins ?? [];
  if (!native && coins.length === 0) throw new SuiBatchPlanError('No coin objects of the coin to send');
  if (coins.length > SUI_PROTOCOL_LIMITS.maxInputObjects - 1) {
    throw new SuiBatchPlanError(
      `${coins.length} coin objects exceed the ${SUI_PROTOCOL_LIMITS.maxInputObjects} inputs`,
    );
  }

  const tx = new Transaction();
  tx.setSender(sender);
  tx.setGasPrice(input.gasPrice);
  tx.setGasBudget(input.gasBudget);
  tx.setGasPayment(gasPayment.map((ref) => ({ ...ref, version: String(ref.version) })));

  const amounts = rows.map((row) => tx.pure.u64(row.amount));
  let split: ReturnType<Transaction['splitCoins']>;
  if (native) {
    split = tx.splitCoins(tx.gas, fee > 0n ? [...amounts, tx.pure.u64(fee)] : amounts);
  } else {
    const [first, ...rest] = coins.map((ref) => tx.objectRef({ ...ref, version: String(ref.version) }));
    for (let start = 0; start < rest.length; start += SUI_MAX_MERGE_SOURCES) {
      tx.mergeCoins(first, rest.slice(start, start + SUI_MAX_MERGE_SOURCES));
    }
    split = tx.splitCoins(first, amounts);
  }
  rows.forEach((row, index) => {
    tx.transferObjects([split[index]], tx.pure.address(row.to));
  });
  if (fee > 0n) {
    const feeCoin = native ? split[rows.length] : tx.splitCoins(tx.gas, [tx.pure.u64(fee)])[0];
    tx.transferObjects([feeCoin], tx.pure.address(feeReceiver));
  }
  return tx;
}

/** A PTB's bytes (every input resolved), held to the size limit. */
export async function suiPtbBytes(tx: Transaction): Promise<Uint8Array> {
  const bytes = await tx.build();
  if (bytes.length > SUI_PROTOCOL_LIMITS.maxTxSizeBytes) {
    throw new SuiBatchPlanError(
      `${bytes.length} bytes exceed the ${SUI_PROTOCOL_LIMITS.maxTxSizeBytes} a PTB may have`,
    );
  }
  return bytes;
}

/** A batch-send PTB's bytes (suiPtbBytes). */
export const suiBatchSendBytes = suiPtbBytes;

/** The digest a PTB's bytes will have on chain (Base58 of the intent-prefixed hash): known before it is sent. */
export function suiTransactionDigest(bytes: Uint8Array): string {
  return TransactionDataBuilder.getDigestFromBytes(bytes);
}
