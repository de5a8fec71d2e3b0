import type { Address, Hex, PublicClient } from 'viem';
import { approvalNeeded, approvalSpender, approveData, permit2ApproveData, permit2Needed } from '@/chains/evm/dex/swap';
import type { BatchDriver } from '@/lib/batch/executor';
import type { BatchRow, Chunk } from '@/lib/batch/types';
import type { AttemptLog } from '../key-batch/attempts';
import { checkAttempts, keyMissing, signAndBroadcast, waitForOutcome } from '../key-batch/broadcast';
import { cachedFeeQuote, type FeeQuote } from '../key-batch/fees';
import { withMargin } from '../key-batch/gas';
import type { KeyRing } from '../key-batch/keys';
import { freshTrade } from './trade-request';
import type { TradeSettings } from './trade-settings';

/** A job row is a wallet's approval (sells that still need one) or its trade; both in the wallet's own lane. */
export const APPROVE_NOTE = 'approve';
/** Universal Router sells: Permit2.approve(token, router, amount, expiration), after the token's approval of Permit2. */
export const PERMIT2_NOTE = 'permit2';
/** How long a Permit2 allowance given by a run lasts: a day, well past any deadline the page accepts. */
export const PERMIT2_VALIDITY_SECONDS = 86_400n;
export const TRADE_NOTE = 'trade';

export function isApprovalRow(row: BatchRow): boolean {
  return row.note === APPROVE_NOTE || row.note === PERMIT2_NOTE;
}

export interface TradeRunContext {
  client: PublicClient;
  ring: KeyRing;
  attempts: AttemptLog;
  feeQuote?: () => Promise<FeeQuote>;
}

/** The user's gas price as a quote: a legacy price, or an EIP-1559 max fee whose tip is capped by it. */
export function userFeeQuote(gasPriceWei: bigint, isEip1559: boolean, tip: bigint): FeeQuote {
  if (!isEip1559) return { type: 'legacy', gasPrice: gasPriceWei };
  return { type: 'eip1559', maxFeePerGas: gasPriceWei, maxPriorityFeePerGas: tip < gasPriceWei ? tip : gasPriceWei };
}

/**
 * The batch engine's steps for a trade run. A row is "sent" from the moment its transaction is signed (the attempt
 * log records the hash before the broadcast), so it is never signed again without asking the chain first. Each
 * trade is quoted again at the latest block right before signing (the review's quote is older than that block
 * once any block has passed), and its minimum comes from that fresh quote less the slippage: never 0.
 */
export function createTradeDriver(settings: TradeSettings, context: TradeRunContext): BatchDriver {
  const { client, ring, attempts } = context;
  const autoQuote = context.feeQuote ?? cachedFeeQuote(client);
  const { dex, token, side } = settings;
  /** The approval each wallet sent in this session: its trade waits for it (the engine may start it meanwhile). */
  const approvals = new Map<string, Promise<unknown>>();
  /**
   * Trades of one run go through one pool: each is quoted once the run's previous trade has landed, so the quote
   * (and the minimum taken from it) already sees it. Otherwise wallets sending side by side would move the price
   * under each other and later ones would fail their own minimum. Approvals do not wait.
   */
  let tradeTurn: Promise<unknown> = Promise.resolve();

  async function feeQuote(): Promise<FeeQuote> {
    const auto = await autoQuote();
    if (settings.gasPriceWei === undefined) return auto;
    const tip = auto.type === 'eip1559' ? auto.maxPriorityFeePerGas : 0n;
    return userFeeQuote(settings.gasPriceWei, auto.type === 'eip1559', tip);
  }

  async function gasOf(from: Address, to: Address, data: `0x${string}`, value: bigint, headroom = 0n) {
    if (settings.gasLimit !== undefined) return settings.gasLimit;
    return withMargin(await client.estimateGas({ account: from, to, data, value })) + headroom;
  }

  return {
    async send(chunk: Chunk, { nonce, signal }) {
      const wallet = chunk.lane as Address;
      const account = ring.account(wallet);
      if (!account) throw keyMissing(wallet);
      const row = chunk.rows[0];
      const amount = row.amount ?? 0n;
      const broadcast = async (request: { to: Address; data: Hex; value: bigint; gas: bigint }) =>
        signAndBroadcast({
          client,
          account,
          chainId: settings.chainId,
          chunkId: chunk.id,
          nonce: nonce ?? (await client.getTransactionCount({ address: wallet, blockTag: 'pending' })),
          request,
          quote: await feeQuote(),
          amount,
          attempts,
          signal,
        });
      if (isApprovalRow(row)) {
        let to: Address = token;
        let data = approveData(approvalSpender(dex), amount);
        if (row.note === PERMIT2_NOTE && dex.kind === 'universal') {
          const block = await client.getBlock({ blockTag: 'latest' });
          to = dex.permit2;
          data = permit2ApproveData(dex, token, amount, block.timestamp + PERMIT2_VALIDITY_SECONDS);
        }
        const hash = await broadcast({ to, data, value: 0n, gas: await gasOf(wallet, to, data, 0n) });
        approvals.set(
          wallet.toLowerCase(),
          client.waitForTransactionReceipt({ hash }).catch(() => undefined),
        );
        return hash;
      }
      await approvals.get(wallet.toLowerCase());
      // Take the run's trade turn: wait for the previous trade to land, then quote, sign and broadcast.
      const previous = tradeTurn;
      let release: (landed: Promise<unknown>) => void = () => undefined;
      tradeTurn = new Promise<unknown>((resolve) => {
        release = resolve;
      });
      await previous;
      try {
        const { request } = await freshTrade(client, settings, side, wallet, amount);
        const hash = await broadcast(request);
        release(client.waitForTransactionReceipt({ hash }).catch(() => undefined));
        return hash;
      } catch (error) {
        release(Promise.resolve());
        throw error;
      }
    },
    wait: (txHash) => waitForOutcome(client, txHash),
    async checkOnChain(chunk, lastTxHash) {
      const wallet = chunk.lane as Address;
      const hashes = [...attempts.of(chunk.id).map((attempt) => attempt.hash), lastTxHash];
      if (await checkAttempts(client, wallet, hashes)) return true;
      const row = chunk.rows[0];
      // An approval that is already in place (given some other way) needs no transaction.
      if (row.note === PERMIT2_NOTE) {
        const block = await client.getBlock({ blockTag: 'latest' });
        const notAfter = block.timestamp + BigInt(settings.deadlineMinutes * 60);
        return !(await permit2Needed(client, dex, wallet, token, row.amount ?? 0n, notAfter));
      }
      if (isApprovalRow(row)) return !(await approvalNeeded(client, dex, wallet, token, row.amount ?? 0n));
      return false;
    },
    readNonce: (lane) => client.getTransactionCount({ address: lane as Address, blockTag: 'pending' }),
  };
}
