import type { Keypair, VersionedTransaction } from '@solana/web3.js';
import { type SentTransaction, solanaTransactionStates } from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { transactionId } from '@/chains/solana/transaction';
import type { SolanaWalletSigner } from '@/components/wallet/solana/sign-with-wallet';
import { sleep } from '@/lib/util/retry';

/**
 * One token transaction from "prepared" to "confirmed": the wallet signs, the page's own key pairs add their
 * signatures (publish: the new mint), our RPC client broadcasts and follows the signature until it is confirmed,
 * failed on chain, or provably expired (resend.ts: the finalized height is past the blockhash's last valid height).
 */

/** The costs shown before signing, lamports. */
export interface TokenCosts {
  serviceFee: bigint;
  networkFee: bigint;
  /** Rent locked in accounts the transaction creates or grows (publish: plus Metaplex's creation fee). */
  rent: bigint;
  /** The inviter's part of `serviceFee` (30 %, paid in the same transaction); absent when no inviter is paid. */
  referralShare?: bigint;
}

export interface TokenActionPlan {
  /** Unsigned, simulated, with a recent blockhash. */
  transaction: VersionedTransaction;
  lastValidBlockHeight: number;
  /** Key pairs the page signs with after the wallet (the fresh mint of a publish). */
  signers: readonly Keypair[];
  costs: TokenCosts;
}

export class TokenTransactionFailedError extends Error {
  constructor(
    readonly signature: string,
    readonly reason: unknown,
  ) {
    super(`Transaction ${signature} failed on chain: ${JSON.stringify(reason)}`);
    this.name = 'TokenTransactionFailedError';
  }
}

export class TokenTransactionExpiredError extends Error {
  constructor(readonly signature: string) {
    super(`Transaction ${signature} expired before it landed`);
    this.name = 'TokenTransactionExpiredError';
  }
}

export const CONFIRM_POLL_MS = 1_500;
/** Past this the transaction is still followed, but the page says the chain has not answered yet. */
export const CONFIRM_SLOW_MS = 180_000;

export interface SendOptions {
  /** Called with the signature once signed, BEFORE the broadcast: the page shows it while it confirms. */
  onSent?: (signature: string) => void;
  /**
   * Called when the broadcast or a status read failed, or confirmation is slow: the transaction may have reached
   * the node, so it is followed on chain (no new review) until it is confirmed, failed or provably expired.
   */
  onChecking?: (signature: string) => void;
  signal?: AbortSignal;
  now?: () => number;
}

/** A node that answered with an error (preflight, bad signature) did not forward the transaction: nothing is sent. */
function isRefusedByNode(error: unknown): boolean {
  return error instanceof Error && error.name === 'SendTransactionError';
}

async function waitForOutcome(
  rpc: SolanaRpc,
  sent: SentTransaction,
  raw: Uint8Array,
  options: SendOptions,
): Promise<void> {
  const now = options.now ?? Date.now;
  const start = now();
  for (let poll = 0; ; poll += 1) {
    try {
      const [state] = await solanaTransactionStates(rpc, [sent]);
      if (state.state === 'confirmed') return;
      if (state.state === 'failed') throw new TokenTransactionFailedError(sent.signature, state.error);
      if (state.state === 'expired') throw new TokenTransactionExpiredError(sent.signature);
      if (now() - start > CONFIRM_SLOW_MS) options.onChecking?.(sent.signature);
    } catch (error) {
      if (error instanceof TokenTransactionFailedError || error instanceof TokenTransactionExpiredError) throw error;
      // A read error proves nothing about the transaction: keep asking until the chain answers.
      options.onChecking?.(sent.signature);
    }
    await sleep(CONFIRM_POLL_MS, options.signal);
    // Re-broadcasting the same signed bytes is safe (a signature lands once) and helps past dropped packets.
    if (poll % 2 === 1) rpc.sendRawTransaction(raw, { skipPreflight: true, maxRetries: 0 }).catch(() => undefined);
  }
}

/**
 * Signs with the wallet (then the plan's key pairs), broadcasts, confirms; resolves with the signature. The signature
 * is known before the broadcast, so a broadcast that throws (timeout, dropped connection: the node may have taken
 * it) is followed on chain like any other instead of being reported as failed, which would invite a second one.
 */
export async function sendTokenTransaction(
  rpc: SolanaRpc,
  plan: TokenActionPlan,
  sign: SolanaWalletSigner,
  options: SendOptions = {},
): Promise<string> {
  const [signed] = await sign([plan.transaction]);
  if (!signed) throw new Error('The wallet returned no signed transaction');
  // The wallet signs first; sign() then fills the key pairs' own slots and keeps the wallet's signature.
  if (plan.signers.length > 0) signed.sign([...plan.signers]);
  const raw = signed.serialize();
  const signature = transactionId(signed);
  options.onSent?.(signature);
  try {
    await rpc.sendRawTransaction(raw, { preflightCommitment: 'confirmed' });
  } catch (error) {
    if (isRefusedByNode(error)) throw error;
    options.onChecking?.(signature);
  }
  await waitForOutcome(rpc, { signature, lastValidBlockHeight: plan.lastValidBlockHeight }, raw, options);
  return signature;
}
