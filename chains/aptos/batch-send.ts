import {
  AccountAddress,
  AccountAuthenticatorEd25519,
  AccountAuthenticatorNoAccountAuthenticator,
  ChainId,
  Ed25519PublicKey,
  Ed25519Signature,
  EntryFunction,
  generateSigningMessageForTransaction,
  MoveVector,
  parseTypeTag,
  RawTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  TransactionAuthenticatorFeePayer,
  TransactionPayloadEntryFunction,
  U64,
} from '@aptos-labs/ts-sdk';
import { sha3_256 } from '@noble/hashes/sha3';
import { type AptosAddress, checkAptosAddress } from './address';
import { APTOS_COIN_TYPE, APTOS_MAINNET_CHAIN_ID } from './chain';
import { aptosBatchSendFeeOctas } from './fees';
import { APTOS_MAX_GAS_UNITS, APTOS_MAX_TRANSACTION_BYTES, APTOS_SIZE_MARGIN_BYTES } from './limits';

/**
 * Batch send on the framework's own batch entry functions (aptos-core `aptos_framework::aptos_account`):
 *
 * - APT: `0x1::aptos_account::batch_transfer(recipients: vector<address>, amounts: vector<u64>)`; our fee is its last
 *   (recipient, amount) pair, to our receiver.
 * - a coin: `0x1::aptos_account::batch_transfer_coins<CoinType>(recipients, amounts)`.
 * - a fungible asset: `0x1::aptos_account::batch_transfer_fungible_assets(metadata: Object<Metadata>, recipients,
 *   amounts)`; its fee is an APT `batch_transfer` to our receiver after the work (fees.ts says why).
 *
 * Each creates a recipient's account / primary store when missing (the new-account cost is in the simulation's
 * storage fee). Rows are packed into the fewest transactions whose signed size stays under 64 KiB (40 bytes a row:
 * an address and a u64), and no more rows than the gas allows when the page says so from a simulation.
 */

export type AptosSendAsset =
  | { kind: 'apt' }
  | { kind: 'coin'; coinType: string }
  | { kind: 'fa'; metadata: AptosAddress };

export interface AptosSendRow {
  to: AptosAddress;
  amount: bigint;
}

export const APTOS_ACCOUNT_MODULE = '0x1::aptos_account' as const;
export const MAX_U64 = 2n ** 64n - 1n;

export function aptosSendFunction(asset: AptosSendAsset): string {
  if (asset.kind === 'apt') return `${APTOS_ACCOUNT_MODULE}::batch_transfer`;
  if (asset.kind === 'coin') return `${APTOS_ACCOUNT_MODULE}::batch_transfer_coins`;
  return `${APTOS_ACCOUNT_MODULE}::batch_transfer_fungible_assets`;
}

/** An APT send's coin type is not passed (batch_transfer takes none); a coin of type APT is sent as APT. */
export function normalizeSendAsset(asset: AptosSendAsset): AptosSendAsset {
  return asset.kind === 'coin' && asset.coinType === APTOS_COIN_TYPE ? { kind: 'apt' } : asset;
}

/** The entry function call of one transaction: `rows` (and, for APT, our fee last). */
export function aptosBatchSendPayload(
  asset: AptosSendAsset,
  rows: readonly AptosSendRow[],
  fee?: { receiver: AptosAddress; amount: bigint },
): TransactionPayloadEntryFunction {
  const entries = [...rows];
  if (fee) {
    if (asset.kind !== 'apt') throw new TypeError('Only an APT batch carries our fee in its own batch_transfer');
    entries.push({ to: fee.receiver, amount: fee.amount });
  }
  for (const entry of entries) {
    if (!checkAptosAddress(entry.to).ok) throw new TypeError(`Not an Aptos address: ${entry.to}`);
    if (entry.amount <= 0n || entry.amount > MAX_U64)
      throw new RangeError(`An amount is 1 to 2^64-1, not ${entry.amount}`);
  }
  const recipients = new MoveVector(entries.map((entry) => AccountAddress.from(entry.to)));
  const amounts = new MoveVector(entries.map((entry) => new U64(entry.amount)));
  const module = APTOS_ACCOUNT_MODULE;
  const name = aptosSendFunction(asset).split('::')[2];
  if (asset.kind === 'apt') {
    return new TransactionPayloadEntryFunction(EntryFunction.build(module, name, [], [recipients, amounts]));
  }
  if (asset.kind === 'coin') {
    return new TransactionPayloadEntryFunction(
      EntryFunction.build(module, name, [parseTypeTag(asset.coinType)], [recipients, amounts]),
    );
  }
  return new TransactionPayloadEntryFunction(
    EntryFunction.build(module, name, [], [AccountAddress.from(asset.metadata), recipients, amounts]),
  );
}

export interface AptosTransactionParams {
  sender: AptosAddress;
  sequenceNumber: bigint;
  maxGasAmount: bigint;
  gasUnitPrice: bigint;
  /** Unix seconds after which the chain drops the transaction. */
  expirationSeconds: bigint;
  chainId?: number;
}

export function aptosRawTransaction(
  payload: TransactionPayloadEntryFunction,
  params: AptosTransactionParams,
): SimpleTransaction {
  if (params.maxGasAmount > APTOS_MAX_GAS_UNITS) throw new RangeError(`max_gas_amount over ${APTOS_MAX_GAS_UNITS}`);
  const raw = new RawTransaction(
    AccountAddress.from(params.sender),
    params.sequenceNumber,
    payload,
    params.maxGasAmount,
    params.gasUnitPrice,
    params.expirationSeconds,
    new ChainId(params.chainId ?? APTOS_MAINNET_CHAIN_ID),
  );
  return new SimpleTransaction(raw);
}

/** The signed transaction's BCS from a wallet's (or key's) ed25519 authenticator. */
export function aptosSignedBytes(
  transaction: SimpleTransaction,
  authenticator: AccountAuthenticatorEd25519,
): Uint8Array {
  return new SignedTransaction(
    transaction.rawTransaction,
    new TransactionAuthenticatorEd25519(authenticator.public_key, authenticator.signature),
  ).bcsToBytes();
}

/** What the node simulates: the transaction with the sender's public key and a zero signature. */
export function aptosSimulationBytes(transaction: SimpleTransaction, publicKey: Ed25519PublicKey): Uint8Array {
  return aptosSignedBytes(
    transaction,
    new AccountAuthenticatorEd25519(publicKey, new Ed25519Signature(new Uint8Array(64))),
  );
}

/**
 * The transaction simulated as sponsored by fee payer 0x0 (the sender's zero signature, no fee payer signature): the node
 * then skips the fee (Aptos docs, "Sponsoring Transactions": a simulation whose fee payer is 0x0 skips paying the gas;
 * @aptos-labs/ts-sdk's generateSignedTransactionForSimulation builds the same). It prices what a wallet without the APT
 * for gas would use; a fee-payer transaction's gas is close to, not equal to, the sender-paid one's.
 */
export function aptosSponsoredSimulationBytes(transaction: SimpleTransaction, publicKey: Ed25519PublicKey): Uint8Array {
  const sender = new AccountAuthenticatorEd25519(publicKey, new Ed25519Signature(new Uint8Array(64)));
  return new SignedTransaction(
    transaction.rawTransaction,
    new TransactionAuthenticatorFeePayer(sender, [], [], {
      address: AccountAddress.ZERO,
      authenticator: new AccountAuthenticatorNoAccountAuthenticator(),
    }),
  ).bcsToBytes();
}

/** The bytes an account signs. */
export function aptosSigningMessage(transaction: SimpleTransaction): Uint8Array {
  return generateSigningMessageForTransaction(transaction);
}

/** The transaction's hash (known before sending: a lost answer is resolved by asking for it). */
export function aptosTransactionHashOf(signedBcs: Uint8Array): string {
  const prefix = sha3_256(new TextEncoder().encode('APTOS::Transaction'));
  const input = new Uint8Array(prefix.length + 1 + signedBcs.length);
  input.set(prefix, 0);
  input[prefix.length] = 0;
  input.set(signedBcs, prefix.length + 1);
  return `0x${Array.from(sha3_256(input), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const ZERO = `0x${'0'.repeat(64)}` as AptosAddress;
const PROBE_PARAMS: AptosTransactionParams = {
  sender: ZERO,
  sequenceNumber: MAX_U64,
  maxGasAmount: APTOS_MAX_GAS_UNITS,
  gasUnitPrice: MAX_U64,
  expirationSeconds: MAX_U64,
};
const PROBE_KEY = new Ed25519PublicKey(new Uint8Array(32));

/** The signed size (ed25519) of a transaction of `entries` entries of this asset (recipients, our fee included). */
export function aptosBatchSendSize(asset: AptosSendAsset, entries: number): number {
  const rows = Array.from({ length: entries }, () => ({ to: ZERO, amount: MAX_U64 }));
  return aptosSimulationBytes(aptosRawTransaction(aptosBatchSendPayload(asset, rows), PROBE_PARAMS), PROBE_KEY).length;
}

/** The most entries (recipients + our fee) one transaction of this asset holds under 64 KiB less the margin. */
export function aptosMaxEntriesBySize(asset: AptosSendAsset): number {
  const budget = APTOS_MAX_TRANSACTION_BYTES - APTOS_SIZE_MARGIN_BYTES;
  // 40 bytes an entry past a fixed part; the vectors' length prefixes grow a byte at 128 and 16,384 entries.
  let entries = Math.floor((budget - aptosBatchSendSize(asset, 0)) / 40);
  while (entries > 0 && aptosBatchSendSize(asset, entries) > budget) entries -= 1;
  return entries;
}

export interface AptosBatchPlan {
  asset: AptosSendAsset;
  /** Rows (indexes into the input) of each transaction, in order. */
  transactions: { rows: number[]; fee: bigint }[];
  /** What decided the rows per transaction: the size limit, or the gas a simulation showed. */
  limitedBy: 'size' | 'gas';
  rowsPerTransaction: number;
  /** Our fee in all (APT octas). */
  totalFee: bigint;
}

export interface PlanOptions {
  /** Fewer rows a transaction, when a simulation showed the gas would not hold more. */
  maxRowsByGas?: number;
}

/** Rows → the fewest transactions the size (and, when given, the gas) allows, filled in order. */
export function planAptosBatchSend(
  assetInput: AptosSendAsset,
  rowCount: number,
  options: PlanOptions = {},
): AptosBatchPlan {
  const asset = normalizeSendAsset(assetInput);
  const bySize = aptosMaxEntriesBySize(asset) - (asset.kind === 'apt' ? 1 : 0);
  const byGas = options.maxRowsByGas ?? Number.POSITIVE_INFINITY;
  const rowsPerTransaction = Math.max(1, Math.min(bySize, byGas));
  const transactions: AptosBatchPlan['transactions'] = [];
  for (let start = 0; start < rowCount; start += rowsPerTransaction) {
    const rows = Array.from({ length: Math.min(rowsPerTransaction, rowCount - start) }, (_, index) => start + index);
    transactions.push({ rows, fee: aptosBatchSendFeeOctas(rows.length) });
  }
  return {
    asset,
    transactions,
    limitedBy: byGas < bySize ? 'gas' : 'size',
    rowsPerTransaction,
    totalFee: transactions.reduce((total, transaction) => total + transaction.fee, 0n),
  };
}

/**
 * Rows a transaction may hold for the gas, from a simulation of `rows` rows that used `gasUsed` units: the gas per
 * row (the fixed part counted against the rows, the safe side) into 80% of the max gas units.
 */
export function aptosRowsForGas(gasUsed: bigint, rows: number, maxGas: bigint = APTOS_MAX_GAS_UNITS): number {
  if (rows < 1 || gasUsed <= 0n) return Number.MAX_SAFE_INTEGER;
  const perRow = (gasUsed + BigInt(rows) - 1n) / BigInt(rows);
  return Number((maxGas * 8n) / 10n / perRow);
}

/** max_gas_amount for a simulated transaction: its gas used plus half again (the SDK's margin is the same idea), capped. */
export function aptosMaxGasFor(gasUsed: bigint): bigint {
  const padded = gasUsed + gasUsed / 2n + 100n;
  return padded > APTOS_MAX_GAS_UNITS ? APTOS_MAX_GAS_UNITS : padded;
}
