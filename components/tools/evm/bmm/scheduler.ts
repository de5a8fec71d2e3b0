import type { Address } from 'viem';
import { BPS, randomBelow } from '@/chains/evm/dex/amounts';
import type { TradeSide } from '@/chains/evm/dex/quote';
import type {
  AmountRange,
  Pattern,
  PriceBand,
  SessionSettings,
  SessionState,
  SessionTx,
  StopReason,
} from './session-types';

// The session's decisions, pure: which side comes next, how much, when, whether the band allows a trade, the totals
// and the stop conditions. No clock and no chain: the runner passes the time (its injected clock) and the numbers.

export type Random = (bound: bigint) => bigint;

/** The side of the next trade, by the pattern and the side of the last one. */
export function nextSide(pattern: Pattern, lastSide: TradeSide | undefined, random: Random = randomBelow): TradeSide {
  switch (pattern.kind) {
    case 'buy-only':
      return 'buy';
    case 'sell-only':
      return 'sell';
    case 'alternate':
      return lastSide === 'buy' ? 'sell' : 'buy';
    case 'random':
      return random(BPS) < BigInt(pattern.buyBps) ? 'buy' : 'sell';
  }
}

/** The other side, when the pattern allows one (a buy-only session never sells). */
export function otherSide(pattern: Pattern, side: TradeSide): TradeSide | undefined {
  if (pattern.kind === 'buy-only' || pattern.kind === 'sell-only') return undefined;
  return side === 'buy' ? 'sell' : 'buy';
}

/** Uniform in [min, max], both included. */
export function drawAmount(range: AmountRange, random: Random = randomBelow): bigint {
  if (range.max < range.min) throw new RangeError('range max below min');
  return range.min + random(range.max - range.min + 1n);
}

/** Whole seconds, uniform in [min, max]. */
export function drawInterval(range: { min: number; max: number }, random: Random = randomBelow): number {
  if (range.max < range.min) throw new RangeError('interval max below min');
  return range.min + Number(random(BigInt(range.max - range.min + 1)));
}

/**
 * The price a trade is quoted at, in wei per whole token: coins / tokens × 10^decimals. Rounded against the trade
 * (a buy up, a sell down), so a band check never lets through a trade that is a fraction of a wei outside.
 */
export function tradePriceWei(side: TradeSide, amountIn: bigint, amountOut: bigint, decimals: number): bigint {
  const unit = 10n ** BigInt(decimals);
  if (side === 'buy') {
    if (amountOut <= 0n) return 2n ** 255n;
    return (amountIn * unit + amountOut - 1n) / amountOut;
  }
  if (amountIn <= 0n) return 0n;
  return (amountOut * unit) / amountIn;
}

/** True when the band forbids the trade: a buy above the top, a sell below the bottom. */
export function outOfBand(side: TradeSide, priceWei: bigint, band: PriceBand | undefined): boolean {
  if (!band) return false;
  return side === 'buy' ? priceWei > band.top : priceWei < band.bottom;
}

export interface WalletTotals {
  wallet: Address;
  trades: number;
  buys: number;
  sells: number;
  /** Coins paid by buys, coins received by sells (realised, from receipts). */
  coinsIn: bigint;
  coinsOut: bigint;
  /** Tokens received by buys, tokens given by sells. */
  tokensIn: bigint;
  tokensOut: bigint;
  /** Gas of every transaction of the session (approvals and reverted trades too). */
  gas: bigint;
  /** coinsIn + coinsOut. */
  volume: bigint;
  /** Coins gained net: coinsOut − coinsIn − gas. */
  realised: bigint;
  /** realised + the tokens gained, valued at the last quoted price (exact wei, rounded down). */
  pnl: bigint;
}

export interface SessionTotals {
  trades: number;
  volume: bigint;
  /** Coins spent net: buys + gas − sells' proceeds (what the budget limits). */
  spent: bigint;
  pnl: bigint;
  /** Transactions signed whose outcome is not known yet. */
  unresolved: number;
  wallets: WalletTotals[];
}

function emptyTotals(wallet: Address): WalletTotals {
  return {
    wallet,
    trades: 0,
    buys: 0,
    sells: 0,
    coinsIn: 0n,
    coinsOut: 0n,
    tokensIn: 0n,
    tokensOut: 0n,
    gas: 0n,
    volume: 0n,
    realised: 0n,
    pnl: 0n,
  };
}

/** The value of a token amount at a price (wei per whole token), rounded down. */
export function tokenValueWei(tokens: bigint, priceWei: bigint, decimals: number): bigint {
  return (tokens * priceWei) / 10n ** BigInt(decimals);
}

/**
 * Totals per wallet and for the session, from the history alone (so they survive a reload with it). A trade still
 * "sent" counts against the budget at its full amount and quoted gas-free value until it is resolved.
 */
export function sessionTotals(state: Pick<SessionState, 'settings' | 'txs' | 'lastPriceWei'>): SessionTotals {
  const { settings, txs } = state;
  const byWallet = new Map<string, WalletTotals>();
  for (const wallet of settings.wallets) byWallet.set(wallet.toLowerCase(), emptyTotals(wallet));
  let unresolved = 0;
  let pendingSpend = 0n;
  for (const tx of txs) {
    const id = tx.wallet.toLowerCase();
    const totals = byWallet.get(id) ?? emptyTotals(tx.wallet);
    byWallet.set(id, totals);
    totals.gas += tx.gasFee ?? 0n;
    if (tx.status === 'sent') {
      unresolved += 1;
      if (tx.kind === 'trade' && tx.side === 'buy') pendingSpend += tx.amountIn;
      continue;
    }
    if (tx.kind !== 'trade' || tx.status !== 'confirmed') continue;
    totals.trades += 1;
    const out = tx.amountOut ?? 0n;
    if (tx.side === 'buy') {
      totals.buys += 1;
      totals.coinsIn += tx.amountIn;
      totals.tokensIn += out;
    } else {
      totals.sells += 1;
      totals.tokensOut += tx.amountIn;
      totals.coinsOut += out;
    }
  }
  const price = state.lastPriceWei ?? 0n;
  const session: SessionTotals = { trades: 0, volume: 0n, spent: pendingSpend, pnl: 0n, unresolved, wallets: [] };
  for (const totals of byWallet.values()) {
    totals.volume = totals.coinsIn + totals.coinsOut;
    totals.realised = totals.coinsOut - totals.coinsIn - totals.gas;
    totals.pnl = totals.realised + tokenValueWei(totals.tokensIn - totals.tokensOut, price, settings.tokenDecimals);
    session.trades += totals.trades;
    session.volume += totals.volume;
    session.spent -= totals.realised;
    session.pnl += totals.pnl;
    session.wallets.push(totals);
  }
  return session;
}

/** The stop condition reached before the next trade, if any (the band's is decided on the trade's own quote). */
export function stopReasonBefore(
  settings: SessionSettings,
  totals: SessionTotals,
  now: number,
): StopReason | undefined {
  if (settings.endAt !== undefined && now >= settings.endAt) return 'time';
  if (settings.maxTrades !== undefined && totals.trades >= settings.maxTrades) return 'trades';
  if (settings.targetVolumeWei !== undefined && totals.volume >= settings.targetVolumeWei) return 'volume';
  if (settings.budgetWei !== undefined && totals.spent >= settings.budgetWei) return 'budget';
  return undefined;
}

/**
 * What the budget still allows a trade to cost (its coins on a buy plus the most its gas may cost), or undefined
 * without a budget. A buy is cut down to fit; a trade that cannot fit ends the session ("budget").
 */
export function budgetLeft(settings: SessionSettings, totals: SessionTotals): bigint | undefined {
  if (settings.budgetWei === undefined) return undefined;
  const left = settings.budgetWei - totals.spent;
  return left > 0n ? left : 0n;
}

/** The highest transaction id so far (ids are never reused, also after a reload). */
export function nextTxId(txs: readonly SessionTx[]): number {
  return txs.reduce((max, tx) => Math.max(max, tx.id), 0) + 1;
}
