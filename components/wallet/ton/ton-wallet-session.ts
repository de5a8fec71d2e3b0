import { Address } from '@ton/core';
import type { TonConnectTransaction } from '@/chains/ton/ton-connect';
import { tonConnectMaxMessages } from '@/chains/ton/ton-connect';
import { MAX_MESSAGES_PER_EXTERNAL, type TonWalletVersion, tonWalletAddress } from '@/chains/ton/wallets';

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

/**
 * The contract version of a connected account: the version whose contract, built from the account's public key,
 * has the account's address (v5r1 first, today's default). Unknown contracts (v3, highload, a custom wallet id) are
 * planned as v4r2, whose 4 messages per request every wallet takes.
 */
export function walletVersionOf(address: string, publicKey: string | undefined): TonWalletVersion {
  if (!publicKey || !/^[0-9a-fA-F]{64}$/.test(publicKey)) return 'v4r2';
  const key = Buffer.from(publicKey, 'hex');
  const account = Address.parse(address);
  for (const version of ['v5r1', 'v4r2'] as const) {
    if (tonWalletAddress(version, key).equals(account)) return version;
  }
  return 'v4r2';
}

/** The session's limit: what the wallet says of itself, capped by its contract; 4 when it says nothing. */
export function sessionMaxMessages(features: unknown, version: TonWalletVersion): number {
  const contract = MAX_MESSAGES_PER_EXTERNAL[version];
  return tonConnectMaxMessages(features, contract) ?? Math.min(4, contract);
}

const REJECTION = /reject|declin|cancel|denied/i;

/** A wallet's refusal (the user pressed "Cancel") as our error, anything else as it came. */
export function walletFailure(error: unknown): unknown {
  const name = (error as { name?: string })?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'UserRejectsError' || REJECTION.test(message)) return new TonWalletError('rejected', message);
  return error;
}
