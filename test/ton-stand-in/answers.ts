import type { Message, Transaction } from '@ton/core';
import type { SmartContract } from '@ton/sandbox';

// Answers in toncenter's shapes, built from the sandbox's accounts and transactions.

const b64 = (buffer: Buffer) => buffer.toString('base64');
/** A bigint hash (the sandbox's lastTransactionHash) as the 32 bytes toncenter shows in base64. */
export const hashBase64 = (hash: bigint) => b64(Buffer.from(hash.toString(16).padStart(64, '0'), 'hex'));

const ZERO_HASH = b64(Buffer.alloc(32));

export function blockId(seqno: number) {
  return {
    '@type': 'ton.blockIdExt',
    workchain: -1,
    shard: '-9223372036854775808',
    seqno,
    root_hash: ZERO_HASH,
    file_hash: ZERO_HASH,
  };
}

export type V2State = 'active' | 'uninitialized' | 'frozen';

export function v2State(contract: SmartContract): V2State {
  const type = contract.accountState?.type;
  return type === 'active' ? 'active' : type === 'frozen' ? 'frozen' : 'uninitialized';
}

function lastTransactionId(contract: SmartContract) {
  return {
    '@type': 'internal.transactionId',
    lt: contract.lastTransactionLt.toString(),
    hash: contract.lastTransactionLt === 0n ? ZERO_HASH : hashBase64(contract.lastTransactionHash),
  };
}

/** getAddressInformation: raw.fullAccountState. */
export function addressInformation(contract: SmartContract, seqno: number, now: number) {
  const state = contract.accountState;
  const active = state?.type === 'active' ? state.state : undefined;
  return {
    '@type': 'raw.fullAccountState',
    balance: contract.balance.toString(),
    extra_currencies: [],
    code: active?.code ? b64(active.code.toBoc()) : '',
    data: active?.data ? b64(active.data.toBoc()) : '',
    last_transaction_id: lastTransactionId(contract),
    block_id: blockId(seqno),
    frozen_hash: '',
    sync_utime: now,
    state: v2State(contract),
  };
}

/** getWalletInformation: a wallet is an active account running one of the wallet codes we know. */
export function walletInformation(
  contract: SmartContract,
  wallet: { type: string; seqno: number; walletId?: number } | undefined,
) {
  const base = {
    wallet: wallet !== undefined,
    balance: contract.balance.toString(),
    account_state: v2State(contract),
    last_transaction_id: lastTransactionId(contract),
  };
  return wallet
    ? {
        ...base,
        wallet_type: wallet.type,
        seqno: wallet.seqno,
        ...(wallet.walletId !== undefined && { wallet_id: wallet.walletId }),
      }
    : base;
}

function messageJson(message: Message) {
  const { info } = message;
  const body = message.body;
  const common = {
    '@type': 'raw.message',
    body_hash: b64(body.hash()),
    msg_data: { '@type': 'msg.dataRaw', body: b64(body.toBoc()), init_state: '' },
  };
  if (info.type === 'internal') {
    return {
      ...common,
      source: info.src.toString(),
      destination: info.dest.toString(),
      value: info.value.coins.toString(),
      fwd_fee: info.forwardFee.toString(),
      ihr_fee: info.ihrFee.toString(),
      created_lt: info.createdLt.toString(),
    };
  }
  return {
    ...common,
    source: info.type === 'external-out' ? info.src.toString() : '',
    destination: info.type === 'external-in' ? info.dest.toString() : '',
    value: '0',
    fwd_fee: '0',
    ihr_fee: '0',
    created_lt: info.type === 'external-out' ? info.createdLt.toString() : '0',
  };
}

/** getTransactions: raw.transaction, with the transaction's own BoC in `data` (what TonClient decodes). */
export function transactionJson(transaction: Transaction) {
  const description = transaction.description;
  const storageFee =
    description.type === 'generic' && description.storagePhase ? description.storagePhase.storageFeesCollected : 0n;
  return {
    '@type': 'raw.transaction',
    address: { '@type': 'accountAddress', account_address: '' },
    utime: transaction.now,
    data: b64(transaction.raw.toBoc()),
    transaction_id: { '@type': 'internal.transactionId', lt: transaction.lt.toString(), hash: b64(transaction.hash()) },
    fee: transaction.totalFees.coins.toString(),
    storage_fee: storageFee.toString(),
    other_fee: (transaction.totalFees.coins - storageFee).toString(),
    in_msg: transaction.inMessage ? messageJson(transaction.inMessage) : undefined,
    out_msgs: [...transaction.outMessages.values()].map(messageJson),
  };
}

/** One entry of v3 accountStates (toncenter answers raw uppercase addresses; absent accounts are left out). */
export function accountStateV3(contract: SmartContract, includeBoc: boolean) {
  const state = contract.accountState;
  const active = state?.type === 'active' ? state.state : undefined;
  const isNew = contract.lastTransactionLt === 0n && contract.balance === 0n;
  const status = state === undefined || (state.type === 'uninit' && isNew) ? 'nonexist' : state.type;
  return {
    address: contract.address.toRawString().toUpperCase(),
    balance: contract.balance.toString(),
    status,
    ...(active?.code && { code_hash: b64(active.code.hash()) }),
    ...(active?.data && { data_hash: b64(active.data.hash()) }),
    ...(includeBoc && active?.code && { code_boc: b64(active.code.toBoc()) }),
    ...(includeBoc && active?.data && { data_boc: b64(active.data.toBoc()) }),
    last_transaction_lt: contract.lastTransactionLt.toString(),
    last_transaction_hash: contract.lastTransactionLt === 0n ? null : hashBase64(contract.lastTransactionHash),
  };
}
