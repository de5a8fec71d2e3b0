import {
  type Address,
  type Hex,
  type PublicClient,
  parseAbi,
  parseEventLogs,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import { ERC20_TRADE_ABI } from '@/chains/evm/dex/abi';
import { randomBelow } from '@/chains/evm/dex/amounts';
import { quoteTrade, type TradeSide } from '@/chains/evm/dex/quote';
import { checkTokenSafety } from '@/chains/evm/dex/safety';
import { approvalNeeded, approvalSpender, approveData, permit2ApproveData, permit2Needed } from '@/chains/evm/dex/swap';
import { AppError, CLIENT_CODE, toAppError } from '@/lib/errors';
import { PERMIT2_VALIDITY_SECONDS } from '../batch-trade/trade-driver';
import { PLANNED_APPROVE_GAS, PLANNED_TRADE_GAS, SAFETY_PROBE_WEI } from '../batch-trade/trade-plan';
import { freshTrade, type TradeRoute } from '../batch-trade/trade-request';
import { type Attempt, AttemptLog } from '../key-batch/attempts';
import { keyMissing, RECEIPT_TIMEOUT_MS, signAndBroadcast } from '../key-batch/broadcast';
import { cachedFeeQuote, type FeeQuote, gasReserve } from '../key-batch/fees';
import { withMargin } from '../key-batch/gas';
import type { KeyRing } from '../key-batch/keys';
import {
  budgetLeft,
  drawAmount,
  drawInterval,
  nextSide,
  nextTxId,
  otherSide,
  outOfBand,
  type Random,
  sessionTotals,
  stopReasonBefore,
  tradePriceWei,
} from './scheduler';
import { LOG_LIMIT, type LogEntry, type SessionState, type SessionTx, type StopReason } from './session-types';

/** The session's clock: unix seconds. The page passes Date.now; the tests the chain's latest block time. */
export type SessionClock = () => Promise<number>;

export interface RunnerDeps {
  client: PublicClient;
  ring: KeyRing;
  clock: SessionClock;
  /** Called with the state after every change (the page saves it; a signed row is saved before its broadcast). */
  save?: (state: SessionState) => void;
  random?: Random;
  feeQuote?: () => Promise<FeeQuote>;
  receiptTimeoutMs?: number;
}

/** Consecutive failed ticks after which the session pauses itself (an RPC down, a pool gone). */
export const MAX_TICK_ERRORS = 3;

const EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);

/** The attempt log of the broadcast helper, writing each signed transaction into the session instead. */
class SessionAttempts extends AttemptLog {
  constructor(private readonly onRecord: (id: number, attempt: Attempt) => void) {
    super();
  }

  override record(chunkId: number, attempt: Attempt): void {
    this.onRecord(chunkId, attempt);
  }
}

interface WalletBalances {
  address: Address;
  coins: bigint;
  tokens: bigint;
}

/**
 * Runs a market-making session one trade per tick. Ticks come from outside (the page's Web Worker timer, or a
 * test that moves anvil's clock); a tick does nothing until the session's next trade is due by the injected clock.
 * Trades are strictly one after another, each quoted fresh at the latest block right before it is signed, so each
 * sees the ones before it.
 */
export class SessionRunner {
  private state: SessionState;
  private busy = false;
  private tickErrors = 0;
  /** The last error of a tick, for the page to show in the user's language (the log keeps its code). */
  lastError: AppError | undefined;
  private readonly nonces = new Map<string, number>();
  private readonly listeners = new Set<(state: SessionState) => void>();
  private ring: KeyRing;
  private readonly random: Random;
  private readonly feeQuote: () => Promise<FeeQuote>;

  constructor(
    state: SessionState,
    private readonly deps: RunnerDeps,
  ) {
    // A session saved while running was cut off (a reload): it waits for the keys and a resume.
    this.state = state.status === 'running' ? { ...state, status: 'paused' } : state;
    this.ring = deps.ring;
    this.random = deps.random ?? randomBelow;
    this.feeQuote = deps.feeQuote ?? cachedFeeQuote(deps.client);
  }

  get snapshot(): SessionState {
    return this.state;
  }

  subscribe(listener: (state: SessionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The keys pasted again after a reload (matched by address). */
  setRing(ring: KeyRing): void {
    this.ring = ring;
  }

  /** Wallets of the session whose key is pasted. */
  walletsWithKeys(): Address[] {
    return this.state.settings.wallets.filter((wallet) => this.ring.has(wallet));
  }

  private update(change: Partial<SessionState>): void {
    this.state = { ...this.state, ...change };
    this.deps.save?.(this.state);
    for (const listener of this.listeners) listener(this.state);
  }

  private log(entry: LogEntry): void {
    this.update({ log: [...this.state.log, entry].slice(-LOG_LIMIT) });
  }

  private route(): TradeRoute {
    const { settings } = this.state;
    return {
      dex: settings.dex,
      wrappedNative: settings.wrappedNative,
      token: settings.token,
      tokenFeeBps: settings.tokenFeeBps,
      slippageBps: settings.slippageBps,
      deadlineMinutes: settings.deadlineMinutes,
    };
  }

  /**
   * Starts a new session: the token's sell-ability is simulated first (a buy then a sell, nothing sent: a honeypot is
   * refused), and its transfer fee measured (a fee token's trades go through the supporting V2 functions), for a
   * sell-only session too.
   */
  async start(): Promise<void> {
    if (this.state.status !== 'ready') throw new AppError(CLIENT_CODE.INVALID_ARGUMENT, 'The session has started');
    const { settings } = this.state;
    if (this.walletsWithKeys().length === 0) throw keyMissing(settings.wallets[0] ?? 'the session');
    const safety = await checkTokenSafety(
      this.deps.client,
      settings.dex,
      settings.wrappedNative,
      settings.token,
      SAFETY_PROBE_WEI,
    );
    const now = await this.deps.clock();
    this.update({ settings: { ...settings, tokenFeeBps: safety.feeBps }, status: 'running', nextAt: now });
    this.log({ at: now, code: 'started' });
  }

  pause(): void {
    if (this.state.status !== 'running') return;
    this.update({ status: 'paused' });
    void this.deps
      .clock()
      .then((at) => this.log({ at, code: 'paused' }))
      .catch(() => undefined);
  }

  /** Ends the session for good (its history stays). */
  async stop(reason: StopReason = 'user'): Promise<void> {
    if (this.state.status === 'stopped') return;
    const at = await this.deps.clock();
    this.update({ status: 'stopped', stopReason: reason });
    this.log({ at, code: 'stopped', reason });
  }

  /**
   * Resumes a paused session: every transaction recorded "sent" without an outcome is first resolved by asking the
   * chain, so nothing is signed again for a decision that may already be on chain.
   */
  async resume(): Promise<void> {
    if (this.state.status !== 'paused') return;
    if (this.walletsWithKeys().length === 0) throw keyMissing(this.state.settings.wallets[0] ?? 'the session');
    await this.resolveSent();
    const now = await this.deps.clock();
    this.tickErrors = 0;
    this.update({ status: 'running', nextAt: Math.max(this.state.nextAt ?? now, now) });
    this.log({ at: now, code: 'resumed' });
  }

  /** Asks the chain about every "sent" transaction: its receipt, or else its wallet's nonces. */
  async resolveSent(): Promise<void> {
    for (const tx of this.state.txs) {
      if (tx.status !== 'sent') continue;
      await this.resolve(tx);
      const at = await this.deps.clock();
      this.log({ at, code: 'resolved', txId: tx.id, detail: this.txById(tx.id)?.status });
    }
  }

  private txById(id: number): SessionTx | undefined {
    return this.state.txs.find((tx) => tx.id === id);
  }

  private patchTx(id: number, change: Partial<SessionTx>): void {
    this.update({ txs: this.state.txs.map((tx) => (tx.id === id ? { ...tx, ...change } : tx)) });
  }

  private async resolve(tx: SessionTx): Promise<void> {
    const { client } = this.deps;
    try {
      this.applyReceipt(tx, await client.getTransactionReceipt({ hash: tx.hash }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    try {
      await client.getTransaction({ hash: tx.hash });
      // Known to the node, not yet mined: its outcome is waited for.
      this.applyReceipt(tx, await this.waitReceipt(tx.hash));
      return;
    } catch (error) {
      if (!(error instanceof TransactionNotFoundError)) throw error;
    }
    const [latest, pending] = await Promise.all([
      client.getTransactionCount({ address: tx.wallet, blockTag: 'latest' }),
      client.getTransactionCount({ address: tx.wallet, blockTag: 'pending' }),
    ]);
    // Something of this wallet is still waiting somewhere: no decision until it lands.
    if (pending > latest) throw new AppError(CLIENT_CODE.REQUEST_ALREADY_PENDING);
    this.nonces.delete(tx.wallet.toLowerCase());
    this.patchTx(tx.id, { status: 'dropped', note: latest > tx.nonce ? 'nonce-used' : 'not-broadcast' });
  }

  private waitReceipt(hash: Hex): Promise<TransactionReceipt> {
    return this.deps.client.waitForTransactionReceipt({
      hash,
      timeout: this.deps.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
    });
  }

  /** The outcome of a transaction from its receipt: realised amounts from its logs, the gas it paid. */
  private applyReceipt(tx: SessionTx, receipt: TransactionReceipt): void {
    const gasFee = receipt.gasUsed * receipt.effectiveGasPrice;
    if (receipt.status !== 'success') {
      this.patchTx(tx.id, { status: 'reverted', gasFee });
      return;
    }
    let amountOut: bigint | undefined;
    if (tx.kind === 'trade') {
      const { token, wrappedNative } = this.state.settings;
      const logs = parseEventLogs({ abi: EVENTS, logs: receipt.logs });
      amountOut = 0n;
      for (const log of logs) {
        const address = log.address.toLowerCase();
        if (tx.side === 'buy' && log.eventName === 'Transfer' && address === token.toLowerCase()) {
          if (log.args.to.toLowerCase() === tx.wallet.toLowerCase()) amountOut += log.args.value;
        }
        // Sells: the router unwraps the coins it pays out (V2 swapExactTokensForETH, SwapRouter02's unwrapWETH9,
        // the Universal Router's UNWRAP_WETH), so the Withdrawal of the wrapped coin is what the wallet received.
        if (tx.side === 'sell' && log.eventName === 'Withdrawal' && address === wrappedNative.toLowerCase()) {
          amountOut += log.args.wad;
        }
      }
    }
    const nonceNext = tx.nonce + 1;
    const id = tx.wallet.toLowerCase();
    if ((this.nonces.get(id) ?? 0) < nonceNext) this.nonces.set(id, nonceNext);
    this.patchTx(tx.id, { status: 'confirmed', gasFee, amountOut });
  }

  private async nonceOf(wallet: Address): Promise<number> {
    const id = wallet.toLowerCase();
    const known = this.nonces.get(id);
    if (known !== undefined) return known;
    const nonce = await this.deps.client.getTransactionCount({ address: wallet, blockTag: 'pending' });
    this.nonces.set(id, nonce);
    return nonce;
  }

  /**
   * Signs and broadcasts one transaction of the session. The row is written ("sent", with its hash and nonce) and
   * saved the moment it is signed, before the broadcast; then its receipt decides its status.
   */
  private async send(
    wallet: Address,
    request: { to: Address; data: Hex; value: bigint; gas: bigint },
    row: Omit<SessionTx, 'id' | 'wallet' | 'hash' | 'nonce' | 'at' | 'status'>,
  ): Promise<SessionTx> {
    const account = this.ring.account(wallet);
    if (!account) throw keyMissing(wallet);
    const { client } = this.deps;
    const id = nextTxId(this.state.txs);
    const at = await this.deps.clock();
    const nonce = await this.nonceOf(wallet);
    const quote = await this.feeQuote();
    const attempts = new SessionAttempts((_, attempt) => {
      const tx: SessionTx = { id, wallet, hash: attempt.hash as Hex, nonce, at, status: 'sent', ...row };
      this.nonces.set(wallet.toLowerCase(), nonce + 1);
      this.update({ txs: [...this.state.txs, tx] });
    });
    try {
      await signAndBroadcast({
        client,
        account,
        chainId: this.state.settings.chainId,
        chunkId: id,
        nonce,
        request,
        quote,
        amount: row.amountIn,
        attempts,
        signal: new AbortController().signal,
      });
    } catch (error) {
      const recorded = this.txById(id);
      // The broadcast's answer is lost or refused: the chain says whether it is there (never sent again).
      if (recorded) await this.resolve(recorded);
      const after = this.txById(id);
      if (!after || after.status === 'dropped') throw error;
      return after;
    }
    const tx = this.txById(id) as SessionTx;
    this.applyReceipt(tx, await this.waitReceipt(tx.hash));
    return this.txById(id) as SessionTx;
  }

  private async balances(): Promise<WalletBalances[]> {
    const { client } = this.deps;
    const { token } = this.state.settings;
    return Promise.all(
      this.walletsWithKeys().map(async (address) => {
        const [coins, tokens] = await Promise.all([
          client.getBalance({ address }),
          client.readContract({ address: token, abi: ERC20_TRADE_ABI, functionName: 'balanceOf', args: [address] }),
        ]);
        return { address, coins, tokens };
      }),
    );
  }

  private pick<T>(items: readonly T[]): T {
    return items[Number(this.random(BigInt(items.length)))];
  }

  /**
   * One tick: nothing unless the session runs and its next trade is due; then the stop conditions, then one trade.
   * Errors are logged; after MAX_TICK_ERRORS in a row the session pauses.
   */
  async tick(): Promise<void> {
    if (this.busy || this.state.status !== 'running') return;
    this.busy = true;
    try {
      const now = await this.deps.clock();
      if (this.state.nextAt !== undefined && now < this.state.nextAt) return;
      await this.step(now);
      this.tickErrors = 0;
    } catch (error) {
      const at = await this.deps.clock().catch(() => 0);
      const app = toAppError(error);
      this.log({ at, code: 'error', detail: String(app.code) });
      this.lastError = app;
      this.tickErrors += 1;
      const { intervalSeconds } = this.state.settings;
      if (this.tickErrors >= MAX_TICK_ERRORS) this.update({ status: 'paused' });
      else this.update({ nextAt: at + drawInterval(intervalSeconds, this.random) });
    } finally {
      this.busy = false;
    }
  }

  private async step(now: number): Promise<void> {
    // A transaction left "sent" (its receipt timed out, the RPC failed while asking) is settled before anything
    // else, so no wallet signs past a nonce whose fate is unknown.
    if (this.state.txs.some((tx) => tx.status === 'sent')) await this.resolveSent();
    const { settings } = this.state;
    const totals = sessionTotals(this.state);
    const reason = stopReasonBefore(settings, totals, now);
    if (reason) return this.stop(reason);
    const feeQuote = await this.feeQuote();
    const plannedGas = PLANNED_TRADE_GAS[settings.dex.kind];
    const reserve = gasReserve(plannedGas, feeQuote);
    const wallets = await this.balances();
    const canBuy = (wallet: WalletBalances) => wallet.coins >= settings.buyRange.min + reserve;
    const canSell = (wallet: WalletBalances) =>
      wallet.tokens > 0n && wallet.tokens >= settings.sellRange.min && wallet.coins >= reserve * 2n;
    let side = nextSide(settings.pattern, this.state.lastSide, this.random);
    let candidates = wallets.filter(side === 'buy' ? canBuy : canSell);
    if (candidates.length === 0) {
      const other = otherSide(settings.pattern, side);
      if (other) {
        side = other;
        candidates = wallets.filter(side === 'buy' ? canBuy : canSell);
      }
    }
    if (candidates.length === 0) {
      this.log({ at: now, code: 'no-wallet' });
      return this.stop('funds');
    }
    const wallet = this.pick(candidates);
    const left = budgetLeft(settings, totals);
    let amountIn: bigint;
    if (side === 'buy') {
      amountIn = drawAmount(settings.buyRange, this.random);
      if (amountIn > wallet.coins - reserve) amountIn = wallet.coins - reserve;
      if (left !== undefined && amountIn > left - reserve) amountIn = left - reserve;
      if (amountIn < settings.buyRange.min) return this.stop('budget');
    } else {
      amountIn = drawAmount(settings.sellRange, this.random);
      if (amountIn > wallet.tokens) amountIn = wallet.tokens;
      // A sell costs gas only, and at most its approvals' too.
      if (left !== undefined && left < reserve + 2n * gasReserve(PLANNED_APPROVE_GAS, feeQuote)) {
        return this.stop('budget');
      }
    }
    const { client } = this.deps;
    // The band is checked on the trade's own quote first (before a sell's approval is spent on a trade the band
    // forbids), and again on the quote it is signed with.
    const route = this.route();
    const probe = await quoteTrade(client, {
      dex: route.dex,
      wrappedNative: route.wrappedNative,
      token: route.token,
      side,
      amountIn,
      tokenFeeBps: route.tokenFeeBps,
    });
    const probePrice = tradePriceWei(side, amountIn, probe.expectedOut, settings.tokenDecimals);
    if (outOfBand(side, probePrice, settings.band)) return this.bandExit(now, side, probePrice);
    if (side === 'sell') await this.approveForSell(wallet.address, amountIn);
    const trade = await freshTrade(client, route, side, wallet.address, amountIn);
    const price = tradePriceWei(side, amountIn, trade.quote.expectedOut, settings.tokenDecimals);
    if (outOfBand(side, price, settings.band)) return this.bandExit(now, side, price);
    // With the real gas of this trade: a buy that would pass the budget is not signed.
    // (What is left is read again: a sell's approvals have just paid gas.)
    const leftNow = budgetLeft(settings, sessionTotals(this.state));
    if (leftNow !== undefined) {
      const cost = (side === 'buy' ? amountIn : 0n) + gasReserve(trade.request.gas, feeQuote);
      if (cost > leftNow) return this.stop('budget');
    }
    this.update({ lastPriceWei: price });
    await this.send(wallet.address, trade.request, {
      kind: 'trade',
      side,
      amountIn,
      quotedOut: trade.quote.expectedOut,
      minimumOut: trade.call.minimumOut,
      priceWei: price,
    });
    const at = await this.deps.clock();
    this.update({ lastSide: side, nextAt: at + drawInterval(settings.intervalSeconds, this.random) });
    const after = sessionTotals(this.state);
    const reasonAfter = stopReasonBefore(settings, after, at);
    if (reasonAfter) await this.stop(reasonAfter);
  }

  private async bandExit(now: number, side: TradeSide, priceWei: bigint): Promise<void> {
    const { settings } = this.state;
    if (settings.onBandExit === 'stop') {
      this.log({ at: now, code: 'band-wait', detail: `${side} ${priceWei}` });
      return this.stop('band');
    }
    const last = this.state.log.at(-1);
    if (last?.code !== 'band-wait') this.log({ at: now, code: 'band-wait', detail: `${side} ${priceWei}` });
    this.update({ nextAt: now + drawInterval(settings.intervalSeconds, this.random) });
  }

  /** A sell's approvals, exact amounts: the token's to the router (or Permit2), then Permit2's to the router. */
  private async approveForSell(wallet: Address, amount: bigint): Promise<void> {
    const { client } = this.deps;
    const { dex, token, deadlineMinutes } = this.state.settings;
    const row = { amountIn: amount, quotedOut: 0n, minimumOut: 0n, priceWei: 0n };
    const gasOf = async (to: Address, data: Hex) =>
      withMargin(await client.estimateGas({ account: wallet, to, data, value: 0n }));
    if (await approvalNeeded(client, dex, wallet, token, amount)) {
      const data = approveData(approvalSpender(dex), amount);
      const tx = await this.send(
        wallet,
        { to: token, data, value: 0n, gas: await gasOf(token, data) },
        {
          kind: 'approve',
          ...row,
        },
      );
      if (tx.status !== 'confirmed')
        throw new AppError(CLIENT_CODE.EXECUTION_REVERTED, `Approval ${tx.hash} ${tx.status}`);
    }
    if (dex.kind !== 'universal') return;
    const block = await client.getBlock({ blockTag: 'latest' });
    const notAfter = block.timestamp + BigInt(deadlineMinutes * 60);
    if (!(await permit2Needed(client, dex, wallet, token, amount, notAfter))) return;
    const data = permit2ApproveData(dex, token, amount, block.timestamp + PERMIT2_VALIDITY_SECONDS);
    const tx = await this.send(
      wallet,
      { to: dex.permit2, data, value: 0n, gas: await gasOf(dex.permit2, data) },
      {
        kind: 'permit2',
        ...row,
      },
    );
    if (tx.status !== 'confirmed')
      throw new AppError(CLIENT_CODE.EXECUTION_REVERTED, `Permit2 ${tx.hash} ${tx.status}`);
  }
}
