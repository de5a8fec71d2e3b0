import 'server-only';
import { tronAddressFromHex } from '@/chains/tron';
import { postTronGrid } from './tron-grid-client';
import type { ObservedTransaction, ObservedTransfer } from './types';

/** keccak256('Transfer(address,address,uint256)'): TRC-20 uses the EVM's event encoding. */
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** The parts of java-tron's TransactionInfo we read (/wallet/gettransactioninfobyid); `{}` when not on chain. */
interface TronTransactionInfo {
  id?: string;
  blockNumber?: number;
  /** Only present when the transaction failed ('FAILED'); SUCCESS is the proto default and is left out. */
  result?: string;
  /** Contract execution result: 'SUCCESS', 'REVERT', 'OUT_OF_ENERGY'…; absent for plain TRX transfers. */
  receipt?: { result?: string };
  /** Event logs; address is the contract's 20 bytes as hex without the 41 prefix, topics and data hex without 0x. */
  log?: { address?: string; topics?: string[]; data?: string }[];
}

/** java-tron's Transaction (/wallet/gettransactionbyid, /wallet/gettransactionfrompending); `{}` when unknown. */
interface TronTransaction {
  txID?: string;
  raw_data?: { contract?: { parameter?: { value?: { owner_address?: string } } }[] };
}

interface TronBlock {
  block_header?: { raw_data?: { number?: number } };
}

function signer(transaction: TronTransaction): string | null {
  const owner = transaction.raw_data?.contract?.[0]?.parameter?.value?.owner_address;
  return owner ? (tronAddressFromHex(owner) ?? null) : null;
}

/** A topic's last 20 bytes as a T-address. */
function topicAddress(topic: string): string | undefined {
  return /^[0-9a-f]{64}$/i.test(topic) ? tronAddressFromHex(topic.slice(24)) : undefined;
}

function transfersOf(info: TronTransactionInfo): ObservedTransfer[] {
  const transfers: ObservedTransfer[] = [];
  for (const log of info.log ?? []) {
    const [topic, fromTopic, toTopic, ...extra] = log.topics ?? [];
    // Standard TRC-20 only: from and to indexed, value as the 32-byte data (anything else is a look-alike).
    if (topic?.toLowerCase() !== TRANSFER_TOPIC || extra.length > 0 || !/^[0-9a-f]{64}$/i.test(log.data ?? ''))
      continue;
    const token = log.address ? tronAddressFromHex(log.address) : undefined;
    const from = fromTopic ? topicAddress(fromTopic) : undefined;
    const to = toTopic ? topicAddress(toTopic) : undefined;
    if (token && from && to) transfers.push({ token, from, to, amount: BigInt(`0x${log.data}`) });
  }
  return transfers;
}

/**
 * Reads a TRC-20 payment through TronGrid. A transaction without info is 'pending' while in the node's pending pool
 * and 'not-found' otherwise; confirmations come from the latest block (getnowblock), the sender from the
 * transaction itself (its info does not carry it).
 */
export async function readTronTokenTransfers(txId: string): Promise<ObservedTransaction> {
  const value = txId.replace(/^0x/i, '').toLowerCase();
  const info = await postTronGrid<TronTransactionInfo>('/wallet/gettransactioninfobyid', { value });
  if (info.id === undefined || info.blockNumber === undefined) {
    const pending = await postTronGrid<TronTransaction>('/wallet/gettransactionfrompending', { value });
    if (pending.txID === undefined) return { status: 'not-found', confirmations: 0, from: null, transfers: [] };
    return { status: 'pending', confirmations: 0, from: signer(pending), transfers: [] };
  }
  const [transaction, block] = await Promise.all([
    postTronGrid<TronTransaction>('/wallet/gettransactionbyid', { value }),
    postTronGrid<TronBlock>('/wallet/getnowblock', {}),
  ]);
  const latest = block.block_header?.raw_data?.number;
  if (latest === undefined) throw new Error('TronGrid getnowblock answered no block number');
  const confirmations = latest >= info.blockNumber ? latest - info.blockNumber + 1 : 0;
  const from = signer(transaction);
  const isFailed =
    info.result === 'FAILED' || (info.receipt?.result !== undefined && info.receipt.result !== 'SUCCESS');
  if (isFailed) return { status: 'failed', confirmations, from, transfers: [] };
  return { status: 'success', confirmations, from, transfers: transfersOf(info) };
}
