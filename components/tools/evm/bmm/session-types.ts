import type { Address, Hex } from 'viem';
import type { TradeSide } from '@/chains/evm/dex/quote';
import type { Dex } from '@/chains/evm/dex/registry';

// A market-making session: its settings, its history and its state. Addresses, amounts and hashes only: the keys
// live in the page's KeyRing and nothing here can hold one (this whole object is what is saved).

export type Pattern =
  | { kind: 'alternate' }
  /** Each trade is a buy with probability buyBps / 10,000, else a sell. */
  | { kind: 'random'; buyBps: number }
  | { kind: 'buy-only' }
  | { kind: 'sell-only' };

/** Base units, both ends included. */
export interface AmountRange {
  min: bigint;
  max: bigint;
}

/** A price as wei of the native coin per one whole token (10^decimals base units). */
export interface PriceBand {
  bottom: bigint;
  top: bigint;
}

export interface SessionSettings {
  chainId: number;
  wrappedNative: Address;
  dex: Dex;
  token: Address;
  tokenDecimals: number;
  tokenSymbol: string;
  /** The wallets of the session, by address (their keys are pasted again after a reload). */
  wallets: Address[];
  pattern: Pattern;
  /** Coins a buy spends (wei). */
  buyRange: AmountRange;
  /** Tokens a sell gives (base units); never more than the wallet holds. */
  sellRange: AmountRange;
  /** Seconds between trades, drawn anew after each trade. */
  intervalSeconds: { min: number; max: number };
  slippageBps: number;
  deadlineMinutes: number;
  /** The token's transfer fee, measured by the safety simulation at the start (0 for a plain token). */
  tokenFeeBps: number;
  /** No buy priced above its top, no sell below its bottom (the trade's own quoted price). */
  band?: PriceBand;
  /** A trade the band forbids: wait (skip it, try again next time) or end the session. */
  onBandExit: 'pause' | 'stop';
  /** The most coins the session may spend net: buys + gas − what sells brought in (wei). */
  budgetWei?: bigint;
  /** Stop once this much has traded: coins paid by buys + coins received by sells (wei). */
  targetVolumeWei?: bigint;
  /** Stop at this time (unix seconds, the session clock). */
  endAt?: number;
  /** Stop after this many trades. */
  maxTrades?: number;
}

/**
 * A transaction of the session. It is written with status "sent" the moment it is signed, BEFORE it is broadcast,
 * so whatever happens next (a lost answer, a closed tab) the session knows it may be on chain and asks the chain
 * (receipt by hash, then the wallet's nonce) before it goes on: no transaction is ever signed twice for one decision.
 */
export type TxStatus = 'sent' | 'confirmed' | 'reverted' | 'dropped';

export interface SessionTx {
  id: number;
  /** A trade, or the approval a sell needs first (the token's to the router, or Permit2's). */
  kind: 'trade' | 'approve' | 'permit2';
  wallet: Address;
  side?: TradeSide;
  hash: Hex;
  nonce: number;
  /** Session clock, unix seconds. */
  at: number;
  /** What the wallet gives: coins on a buy, tokens on a sell (the allowance on an approval). */
  amountIn: bigint;
  /** The fresh quote's output and the minimum signed with it (trades). */
  quotedOut: bigint;
  minimumOut: bigint;
  /** The quoted price of the trade, wei per whole token. */
  priceWei: bigint;
  status: TxStatus;
  /** Realised, from the receipt: tokens received on a buy, coins on a sell. */
  amountOut?: bigint;
  /** Gas paid (gasUsed × effective price), wei. */
  gasFee?: bigint;
  /** Why a transaction was dropped or reverted. */
  note?: string;
}

export type SessionStatus = 'ready' | 'running' | 'paused' | 'stopped';

export type StopReason = 'budget' | 'volume' | 'time' | 'trades' | 'band' | 'funds' | 'user';

export type LogCode = 'started' | 'paused' | 'resumed' | 'stopped' | 'band-wait' | 'no-wallet' | 'resolved' | 'error';

export interface LogEntry {
  at: number;
  code: LogCode;
  /** The transaction concerned, by id; the reason of a stop; an error's code or message. */
  txId?: number;
  reason?: StopReason;
  detail?: string;
}

export interface SessionState {
  version: 1;
  settings: SessionSettings;
  status: SessionStatus;
  stopReason?: StopReason;
  /** When the next trade is due (session clock, unix seconds). */
  nextAt?: number;
  lastSide?: TradeSide;
  /** The last quoted price (wei per whole token): what held tokens are valued at in the P&L. */
  lastPriceWei?: bigint;
  txs: SessionTx[];
  log: LogEntry[];
}

export const LOG_LIMIT = 1_000;

export function newSession(settings: SessionSettings): SessionState {
  return { version: 1, settings, status: 'ready', txs: [], log: [] };
}
