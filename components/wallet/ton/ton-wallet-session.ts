import type { TonConnectTransaction } from '@/chains/ton/ton-connect';
import type { TonWalletVersion } from '@/chains/ton/wallet-limits';

/**
 * The connected TON wallet as the tools see it, whatever connected it (TON Connect UI in the page, a test's stand-in
 * wallet): its account, its contract version, how many messages one request may carry, and how to ask it to sign
 * and send a request. Nothing here holds a key.
 */
export interface TonWalletSession {
  /** Raw form `0:<hex>`: what plans and comparisons use. */
  address: string;
  /** The wallet app's name (TON Connect's device appName). */
  name: string;
  version: TonWalletVersion;
  /** Messages per request: the wallet's SendTransaction maxMessages, never above its contract's limit. */
  maxMessages: number;
  /** Shows the request to the user; the signed external message's BoC (base64) once the wallet sent it. */
  send(transaction: TonConnectTransaction): Promise<string>;
  disconnect(): void;
}

export class TonWalletError extends Error {
  constructor(
    readonly reason: 'no-wallet' | 'rejected' | 'wrong-account' | 'failed',
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'TonWalletError';
  }
}

const REJECTION = /reject|declin|cancel|denied/i;

/** A wallet's refusal (the user pressed "Cancel") as our error, anything else as it came. */
export function walletFailure(error: unknown): unknown {
  const name = (error as { name?: string })?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'UserRejectsError' || REJECTION.test(message)) return new TonWalletError('rejected', message);
  return error;
}
