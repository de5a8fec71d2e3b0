import 'server-only';
import type { Hash } from 'viem';
import { TRON_CHAIN_ID } from '@/chains/tron';
import { readEvmTokenTransfers } from './evm-reader';
import { readTronTokenTransfers } from './tron-reader';
import type { ObservedTransaction } from './types';

export * from './payment-config';
export type { PayToken } from './payment-env';
export { TronGridError } from './tron-grid-client';
export type { ObservedStatus, ObservedTransaction, ObservedTransfer } from './types';

const EVM_TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
const TRON_TRANSACTION_ID = /^(?:0x)?[0-9a-fA-F]{64}$/;

/** For request validation: EVM hashes are 0x + 64 hex; Tron ids are 64 hex (an 0x prefix is tolerated). */
export function isTransactionHash(chainId: number, hash: unknown): hash is string {
  if (typeof hash !== 'string') return false;
  return (chainId === TRON_CHAIN_ID ? TRON_TRANSACTION_ID : EVM_TRANSACTION_HASH).test(hash);
}

/**
 * What the chain says about a payment transaction: status, confirmations, signer and token transfers (see
 * ObservedTransaction). Tron (195) goes through TronGrid (TRON_API_URL), every other chain id through the EVM client
 * (CHAIN_RPC_<chainId>). Throws on a malformed hash, an unknown chain or an unreachable node; never guesses.
 */
export async function readTokenTransfers(chainId: number, txHash: string): Promise<ObservedTransaction> {
  if (!isTransactionHash(chainId, txHash))
    throw new RangeError(`not a transaction hash of chain ${chainId}: ${txHash}`);
  if (chainId === TRON_CHAIN_ID) return readTronTokenTransfers(txHash);
  return readEvmTokenTransfers(chainId, txHash as Hash);
}
