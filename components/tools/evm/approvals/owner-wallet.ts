import type { Hash } from 'viem';
import type { OwnerCall } from '@/chains/evm/approvals/calls';
import type { EvmWallet } from '../send-token/wallet-handle';

/** What an EIP-5792 batch came to: every call mined and succeeded, or not. */
export interface CallsOutcome {
  status: 'success' | 'failure';
  transactionHashes: Hash[];
}

/**
 * The connected wallet as the approval tools use it: the send tool's wallet (one transaction at a time), plus the
 * EIP-5792 batch (`wallet_sendCalls`) for wallets that say they support it.
 */
export interface ApprovalWallet extends EvmWallet {
  /** True when the wallet reports atomic batches on `chainId` (wallet_getCapabilities); false on any refusal. */
  supportsBatch: (chainId: number) => Promise<boolean>;
  /** One wallet_sendCalls of every call, atomic; resolves once the batch is final. */
  sendCalls: (chainId: number, calls: readonly OwnerCall[]) => Promise<CallsOutcome>;
}

/** EIP-5792 capabilities of one chain: `atomic.status` (current spec) or `atomicBatch.supported` (earlier drafts). */
export function hasAtomicBatch(capabilities: unknown): boolean {
  if (!capabilities || typeof capabilities !== 'object') return false;
  const { atomic, atomicBatch } = capabilities as {
    atomic?: { status?: unknown };
    atomicBatch?: { supported?: unknown };
  };
  return atomic?.status === 'supported' || atomic?.status === 'ready' || atomicBatch?.supported === true;
}
