import {
  type AccountInfo,
  type BlockhashWithExpiryBlockHeight,
  type Commitment,
  Connection,
  type GetAccountInfoConfig,
  type PublicKey,
  type RpcResponseAndContext,
  type SendOptions,
  type SignatureStatus,
  type SignatureStatusConfig,
  type SimulatedTransactionResponse,
  type SimulateTransactionConfig,
  type VersionedTransaction,
} from '@solana/web3.js';

/** Solana's chain id in our registry (its SLIP-44 coin type; see chains/registry.ts). */
export const SOLANA_CHAIN_ID = 501;
export const SOLANA_MAINNET_RPC_URL = 'https://api.mainnet-beta.solana.com';
export const SOLANA_RPC_TIMEOUT_MS = 15_000;

/**
 * The RPC calls the Solana modules make: a subset of web3.js' Connection, so a Connection is one, and tests can serve
 * the same calls from litesvm (chains/solana/testing). Nothing else of Connection is relied on.
 */
export interface SolanaRpc {
  getMultipleAccountsInfo(
    publicKeys: PublicKey[],
    commitmentOrConfig?: Commitment | GetAccountInfoConfig,
  ): Promise<(AccountInfo<Buffer> | null)[]>;
  getLatestBlockhash(commitment?: Commitment): Promise<BlockhashWithExpiryBlockHeight>;
  getBlockHeight(commitment?: Commitment): Promise<number>;
  getSlot(commitment?: Commitment): Promise<number>;
  getSignatureStatuses(
    signatures: string[],
    config?: SignatureStatusConfig,
  ): Promise<RpcResponseAndContext<(SignatureStatus | null)[]>>;
  sendRawTransaction(rawTransaction: Buffer | Uint8Array | number[], options?: SendOptions): Promise<string>;
  simulateTransaction(
    transaction: VersionedTransaction,
    config?: SimulateTransactionConfig,
  ): Promise<RpcResponseAndContext<SimulatedTransactionResponse>>;
  getMinimumBalanceForRentExemption(dataLength: number, commitment?: Commitment): Promise<number>;
}

export class InvalidSolanaRpcUrlError extends Error {
  constructor(readonly rpcUrl: string) {
    super(`Not an http(s) RPC URL: "${rpcUrl}"`);
    this.name = 'InvalidSolanaRpcUrlError';
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function checkSolanaRpcUrl(rpcUrl: string): string {
  if (typeof rpcUrl !== 'string' || !isHttpUrl(rpcUrl)) throw new InvalidSolanaRpcUrlError(String(rpcUrl));
  return rpcUrl;
}

/**
 * SOLANA_RPC_URL when set, else the public mainnet endpoint. Read at every call (in the browser bundle process.env
 * holds no such variable, so pages pass the configured or the user's URL explicitly).
 */
export function solanaRpcUrl(): string {
  const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;
  const configured = env.SOLANA_RPC_URL;
  if (configured === undefined || configured === '') return SOLANA_MAINNET_RPC_URL;
  if (!isHttpUrl(configured)) throw new InvalidSolanaRpcUrlError(configured);
  return configured;
}

/**
 * A Connection for `rpcUrl` (default solanaRpcUrl()): 'confirmed' commitment, a timeout per request, and no web3.js
 * retry on 429 (ours, per chunk, with backoff, is in retry.ts: web3.js' own would double the waiting).
 */
export function createSolanaConnection(rpcUrl?: string, timeoutMs = SOLANA_RPC_TIMEOUT_MS): Connection {
  const url = checkSolanaRpcUrl(rpcUrl ?? solanaRpcUrl());
  const timedFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
  return new Connection(url, { commitment: 'confirmed', disableRetryOnRateLimit: true, fetch: timedFetch });
}
