import 'server-only';
import { erc20Abi, type Hash, parseEventLogs, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import { evmPublicClient } from '@/chains/evm';
import { readPayTag } from '../pay-tag';
import type { ObservedTransaction } from './types';

/**
 * Reads a transaction from an EVM chain's RPC (CHAIN_RPC_<chainId> or the default). No receipt means either still
 * in the mempool (the node knows the transaction: 'pending') or never seen ('not-found'). RPC failures throw: the
 * caller (confirm call, pending-payment job) must not mistake an unreachable node for an answer.
 */
export async function readEvmTokenTransfers(chainId: number, hash: Hash): Promise<ObservedTransaction> {
  const client = evmPublicClient(chainId);
  let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>>;
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    return readUnmined(chainId, hash);
  }
  // The receipt has no input: the transaction itself carries the payer's account tag.
  const [latest, transaction] = await Promise.all([
    client.getBlockNumber({ cacheTime: 0 }),
    client.getTransaction({ hash }),
  ]);
  const confirmations = latest >= receipt.blockNumber ? Number(latest - receipt.blockNumber) + 1 : 0;
  const from = receipt.from.toLowerCase();
  const payTag = readPayTag(transaction.input);
  if (receipt.status !== 'success') return { status: 'failed', confirmations, from, transfers: [], payTag };
  // strict decoding drops look-alikes, e.g. ERC-721 Transfer (same topic, tokenId indexed, no data).
  const events = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true });
  const transfers = events.map((event) => ({
    token: event.address.toLowerCase(),
    from: event.args.from.toLowerCase(),
    to: event.args.to.toLowerCase(),
    amount: event.args.value,
  }));
  return { status: 'success', confirmations, from, transfers, payTag };
}

async function readUnmined(chainId: number, hash: Hash): Promise<ObservedTransaction> {
  try {
    const transaction = await evmPublicClient(chainId).getTransaction({ hash });
    const from = transaction.from.toLowerCase();
    return { status: 'pending', confirmations: 0, from, transfers: [], payTag: readPayTag(transaction.input) };
  } catch (error) {
    if (error instanceof TransactionNotFoundError) {
      return { status: 'not-found', confirmations: 0, from: null, transfers: [] };
    }
    throw error;
  }
}
