import 'server-only';
import { erc20Abi, type Hash, parseEventLogs, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import { evmPublicClient } from '@/chains/evm';
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
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const confirmations = latest >= receipt.blockNumber ? Number(latest - receipt.blockNumber) + 1 : 0;
  const from = receipt.from.toLowerCase();
  if (receipt.status !== 'success') return { status: 'failed', confirmations, from, transfers: [] };
  // strict decoding drops look-alikes, e.g. ERC-721 Transfer (same topic, tokenId indexed, no data).
  const events = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true });
  const transfers = events.map((event) => ({
    token: event.address.toLowerCase(),
    from: event.args.from.toLowerCase(),
    to: event.args.to.toLowerCase(),
    amount: event.args.value,
  }));
  return { status: 'success', confirmations, from, transfers };
}

async function readUnmined(chainId: number, hash: Hash): Promise<ObservedTransaction> {
  try {
    const transaction = await evmPublicClient(chainId).getTransaction({ hash });
    return { status: 'pending', confirmations: 0, from: transaction.from.toLowerCase(), transfers: [] };
  } catch (error) {
    if (error instanceof TransactionNotFoundError) {
      return { status: 'not-found', confirmations: 0, from: null, transfers: [] };
    }
    throw error;
  }
}
