import { sign } from 'viem/accounts';
import { tronAddressToHex } from './address';
import { answerShape, optional, type Spec } from './answer-shape';
import { TronApiError, type TronApiOptions, tronApiRequest } from './api';

/**
 * Contract calls as transactions: the node builds the unsigned TriggerSmartContract (/wallet/triggersmartcontract),
 * we check that what it built is what we asked for and that its id is the hash of its bytes (never trusting the
 * node's own txID), the wallet signs, we broadcast and then ask the chain what became of it.
 */

export interface TronUnsignedTransaction {
  txID: string;
  raw_data: {
    contract: { parameter: { value: Record<string, unknown>; type_url: string }; type: string }[];
    ref_block_bytes: string;
    ref_block_hash: string;
    expiration: number;
    timestamp?: number;
    fee_limit?: number;
  };
  raw_data_hex: string;
  visible?: boolean;
}

export interface TronSignedTransaction extends TronUnsignedTransaction {
  signature: string[];
}

/** The wallet: signs a transaction it is shown (TronLink's tronWeb.trx.sign, or a key in tests). */
export type TronSigner = (transaction: TronUnsignedTransaction) => Promise<TronSignedTransaction>;

export interface TronContractCall {
  /** T-addresses. */
  owner: string;
  contract: string;
  /** 0x call data. */
  data: `0x${string}`;
  callValue: bigint;
  feeLimit: bigint;
}

const transactionShape: Spec = {
  fields: {
    txID: 'string',
    raw_data: {
      fields: {
        contract: {
          array: { fields: { parameter: { fields: { value: 'record', type_url: 'string' } }, type: 'string' } },
        },
        ref_block_bytes: 'string',
        ref_block_hash: 'string',
        expiration: 'number',
        timestamp: optional('number'),
        fee_limit: optional('number'),
      },
    },
    raw_data_hex: 'string',
    visible: optional('boolean'),
  },
};
const transactionSchema = answerShape<TronUnsignedTransaction>(transactionShape);

const buildAnswer = answerShape<{
  result: { result?: boolean; code?: string; message?: string };
  transaction?: TronUnsignedTransaction;
}>({
  fields: {
    result: { fields: { result: optional('boolean'), code: optional('string'), message: optional('string') } },
    transaction: optional(transactionShape),
  },
});

const hex41 = (address: string) => {
  const hex = tronAddressToHex(address);
  if (!hex) throw new RangeError(`Not a Tron address: "${address}"`);
  return hex;
};

type TronUtils = typeof import('tronweb')['utils'];
let tronUtilsLoad: Promise<TronUtils> | undefined;
/** TronWeb (its protobuf encoder) is loaded when a transaction is first checked, not with the page. */
function loadTronUtils(): Promise<TronUtils> {
  tronUtilsLoad ??= import('tronweb').then((module) => module.utils);
  return tronUtilsLoad;
}

/** The id and raw bytes of a transaction recomputed from its raw_data (TronWeb's protobuf encoder). */
export async function recomputeTransactionId(transaction: Pick<TronUnsignedTransaction, 'raw_data'>) {
  const tronUtils = await loadTronUtils();
  const pb = tronUtils.transaction.txJsonToPb({ ...transaction, visible: false } as never);
  return {
    txID: tronUtils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
    rawDataHex: tronUtils.transaction.txPbToRawDataHex(pb).toLowerCase(),
  };
}

/** Throws unless `transaction` is exactly `call` (one TriggerSmartContract) and its id the hash of its bytes. */
export async function verifyBuiltCall(transaction: TronUnsignedTransaction, call: TronContractCall): Promise<void> {
  const [contract, ...rest] = transaction.raw_data.contract;
  const value = contract?.parameter.value ?? {};
  const problems: string[] = [];
  if (!contract || rest.length > 0 || contract.type !== 'TriggerSmartContract') problems.push('not one contract call');
  if (String(value.owner_address).toLowerCase() !== hex41(call.owner)) problems.push('owner');
  if (String(value.contract_address).toLowerCase() !== hex41(call.contract)) problems.push('contract');
  if (String(value.data ?? '').toLowerCase() !== call.data.slice(2).toLowerCase()) problems.push('data');
  if (BigInt(Number(value.call_value ?? 0)) !== call.callValue) problems.push('call value');
  if (BigInt(transaction.raw_data.fee_limit ?? 0) !== call.feeLimit) problems.push('fee limit');
  const { txID, rawDataHex } = await recomputeTransactionId(transaction);
  if (txID !== transaction.txID.toLowerCase() || rawDataHex !== transaction.raw_data_hex.toLowerCase()) {
    problems.push('id or bytes');
  }
  if (problems.length > 0) {
    throw new TronApiError(`The node built another transaction than asked (${problems.join(', ')}): not signed`);
  }
}

/** The unsigned transaction of a contract call, built by the node on its head block and checked. */
export async function buildContractCall(call: TronContractCall, options: TronApiOptions = {}) {
  const answer = await tronApiRequest(
    '/wallet/triggersmartcontract',
    {
      owner_address: hex41(call.owner),
      contract_address: hex41(call.contract),
      data: call.data.slice(2),
      call_value: Number(call.callValue),
      fee_limit: Number(call.feeLimit),
      visible: false,
    },
    buildAnswer,
    options,
  );
  if (answer.result.result !== true || !answer.transaction) {
    throw new TronApiError(
      `triggersmartcontract: ${answer.result.code ?? 'no transaction'} ${answer.result.message ?? ''}`,
    );
  }
  const transaction = answer.transaction as TronUnsignedTransaction;
  await verifyBuiltCall(transaction, call);
  return transaction;
}

const broadcastAnswer = answerShape<{ result?: boolean; txid?: string; code?: string; message?: string }>({
  fields: {
    result: optional('boolean'),
    txid: optional('string'),
    code: optional('string'),
    message: optional('string'),
  },
});

function hexText(text: string | undefined): string {
  if (!text || !/^([0-9a-f]{2})+$/i.test(text)) return text ?? '';
  return new TextDecoder().decode(Uint8Array.from(text.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)));
}

export class TronBroadcastError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'TronBroadcastError';
  }
}

/** Broadcasts a signed transaction; the node's refusal (SIGERROR, TAPOS_ERROR, BANDWITH_ERROR…) throws. */
export async function broadcastTransaction(signed: TronSignedTransaction, options: TronApiOptions = {}) {
  const answer = await tronApiRequest('/wallet/broadcasttransaction', signed, broadcastAnswer, options);
  if (answer.result !== true) throw new TronBroadcastError(answer.code ?? 'REFUSED', hexText(answer.message));
  return signed.txID;
}

interface InfoAnswer {
  id?: string;
  fee?: number;
  blockNumber?: number;
  result?: string;
  resMessage?: string;
  receipt?: { result?: string; energy_usage_total?: number; energy_fee?: number; net_fee?: number; net_usage?: number };
}
const infoAnswer = answerShape<InfoAnswer>({
  fields: {
    id: optional('string'),
    fee: optional('number'),
    blockNumber: optional('number'),
    result: optional('string'),
    resMessage: optional('string'),
    receipt: optional({
      fields: {
        result: optional('string'),
        energy_usage_total: optional('number'),
        energy_fee: optional('number'),
        net_fee: optional('number'),
        net_usage: optional('number'),
      },
    }),
  },
});

export type TronTransactionOutcome =
  | { status: 'unknown' }
  | { status: 'success'; feeSun: bigint; energyUsed: number; blockNumber?: number }
  | { status: 'failed'; feeSun: bigint; reason: string };

/** What the chain says of a transaction: unknown (not in a block), or its result and the TRX it burnt. */
export async function readTransactionOutcome(txId: string, options: TronApiOptions = {}) {
  const info = await tronApiRequest('/wallet/gettransactioninfobyid', { value: txId }, infoAnswer, options);
  if (!info.id) return { status: 'unknown' } as TronTransactionOutcome;
  const feeSun = BigInt(info.fee ?? 0);
  const result = info.receipt?.result ?? 'SUCCESS';
  if (info.result === 'FAILED' || (result !== 'SUCCESS' && result !== 'DEFAULT')) {
    return { status: 'failed', feeSun, reason: hexText(info.resMessage) || result } as TronTransactionOutcome;
  }
  return {
    status: 'success',
    feeSun,
    energyUsed: info.receipt?.energy_usage_total ?? 0,
    blockNumber: info.blockNumber,
  } as TronTransactionOutcome;
}

/** Asks until the transaction is in a block or `timeoutMs` passes (then 'unknown'). */
export async function waitForOutcome(
  txId: string,
  options: TronApiOptions & { intervalMs?: number; timeoutMs?: number } = {},
): Promise<TronTransactionOutcome> {
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    const outcome = await readTransactionOutcome(txId, options);
    if (outcome.status !== 'unknown' || Date.now() >= deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 3_000));
  }
}

/** Signs with a pasted key, in the page (TronWeb's form: r ‖ s ‖ v with v = 27 or 28); the key goes nowhere. */
export async function signWithKey(transaction: TronUnsignedTransaction, key: string): Promise<TronSignedTransaction> {
  const { txID } = await recomputeTransactionId(transaction);
  if (txID !== transaction.txID.toLowerCase()) throw new Error('The transaction id is not the hash of its bytes');
  const signature = await sign({ hash: `0x${txID}`, privateKey: `0x${key.replace(/^0x/, '')}`, to: 'hex' });
  return { ...transaction, signature: [signature.slice(2)] };
}

export interface TronTransferRequest {
  owner: string;
  to: string;
  amount: bigint;
}

/** The unsigned TRX transfer the node builds (/wallet/createtransaction), checked against the request. */
export async function buildTrxTransfer(request: TronTransferRequest, options: TronApiOptions = {}) {
  const answer = await tronApiRequest(
    '/wallet/createtransaction',
    {
      owner_address: hex41(request.owner),
      to_address: hex41(request.to),
      amount: Number(request.amount),
      visible: false,
    },
    transactionSchema,
    options,
  );
  const transaction = answer as TronUnsignedTransaction;
  const [contract, ...rest] = transaction.raw_data.contract;
  const value = contract?.parameter.value ?? {};
  const isSame =
    contract?.type === 'TransferContract' &&
    rest.length === 0 &&
    String(value.owner_address).toLowerCase() === hex41(request.owner) &&
    String(value.to_address).toLowerCase() === hex41(request.to) &&
    BigInt(Number(value.amount)) === request.amount;
  const { txID, rawDataHex } = await recomputeTransactionId(transaction);
  if (!isSame || txID !== transaction.txID.toLowerCase() || rawDataHex !== transaction.raw_data_hex.toLowerCase()) {
    throw new TronApiError('The node built another transfer than asked: not signed');
  }
  return transaction;
}
