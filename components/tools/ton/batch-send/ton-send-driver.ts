import { Cell } from '@ton/core';
import type { TonApiOptions } from '@/chains/ton/api';
import { readRequestOutcome, type TonRowStatus } from '@/chains/ton/outcomes';
import type { PlannedTonRequest } from '@/chains/ton/packing';
import { externalBodyFromBoc, tonConnectTransaction } from '@/chains/ton/ton-connect';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import { TonWalletError } from '@/components/wallet/ton/ton-wallet-session';
import type { BatchDriver, Chunk } from '@/lib/batch';
import { readSentRequests, type SentRequest, writeSentRequest } from './sent-requests';
import { chunkFee, planChunkRequest, senderAddress, setupFromMeta } from './ton-send-plan';

export interface TonSendDriverOptions {
  api: TonApiOptions;
  meta: Record<string, string>;
  /** The connected wallet, asked at each request (null: not connected). */
  session: () => TonWalletSession | null;
  /** Shown before the wallet asks: the request about to be signed. */
  onPrepared?: (chunk: Chunk, request: PlannedTonRequest) => void;
  /** How often the chain is read while a request's rows settle. */
  pollMs?: number;
  /** Slack after a request's validUntil before an unseen request counts as never sent. */
  expirySlackMs?: number;
}

const describe = (status: TonRowStatus) =>
  status.status === 'delivered'
    ? 'delivered'
    : status.status === 'pending'
      ? 'pending'
      : `${status.status}: ${status.reason}`;

/**
 * The batch engine's TON steps: a chunk is one wallet request (TON Connect SendTransaction, the wallet broadcasts it);
 * its hash is the external message's; waiting reads each row's outcome from the chain (bounce detection,
 * chains/ton/outcomes.ts). A request whose rows did not all arrive fails, its outcomes kept (sent-requests.ts) so the
 * page splits the delivered rows from the failed ones (split-outcomes.ts) and retries only those.
 */
export function tonSendDriver(options: TonSendDriverOptions): BatchDriver {
  const setup = setupFromMeta(options.meta);
  const wallet = senderAddress(setup);
  const isJetton = setup.asset.kind === 'jetton';
  const pollMs = options.pollMs ?? 2_000;
  const slack = options.expirySlackMs ?? 60_000;
  const requestOf = (chunk: Chunk) => planChunkRequest(setup, chunk, chunkFee(options.meta, chunk.id));

  /** The rows' outcomes once the chain settles; undefined when the request was not seen before its expiry. */
  async function settle(hash: string, record: SentRequest, chunk: Chunk, signal?: AbortSignal) {
    const request = requestOf(chunk);
    const body = externalBodyFromBoc(record.boc, wallet);
    for (;;) {
      const outcome = await readRequestOutcome(
        { wallet, body, request, isJetton, sentAt: Math.floor(record.sentAt / 1000) },
        options.api,
      );
      const isSettled = outcome.isAccepted && outcome.rows.every((row) => row.status !== 'pending');
      if (isSettled) {
        const outcomes = outcome.rows.map(describe);
        writeSentRequest(hash, { ...record, outcomes });
        return outcomes;
      }
      if (!outcome.isAccepted && Date.now() > record.validUntil * 1000 + slack) return undefined;
      if (signal?.aborted) throw new Error('Stopped while the request settles');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  return {
    async send(chunk) {
      const session = options.session();
      if (!session) throw new TonWalletError('no-wallet');
      if (session.address !== setup.sender) {
        throw new TonWalletError('wrong-account', `connected ${session.address}, the batch is ${setup.sender}'s`);
      }
      const request = requestOf(chunk);
      options.onPrepared?.(chunk, request);
      const transaction = tonConnectTransaction(request, { from: wallet });
      const boc = await session.send(transaction);
      // Checked before it is recorded: a BoC to another wallet is not this batch's request.
      externalBodyFromBoc(boc, wallet);
      const hash = Cell.fromBase64(boc).hash().toString('hex');
      writeSentRequest(hash, { boc, sentAt: Date.now(), validUntil: transaction.validUntil });
      return hash;
    },
    async wait(hash, chunk) {
      const record = readSentRequests()[hash];
      if (!record) throw new Error(`Request ${hash} is not known to this browser: retry checks the chain`);
      const outcomes = record.outcomes ?? (await settle(hash, record, chunk));
      if (!outcomes) throw new Error('The wallet’s request never reached the chain before it expired');
      return outcomes.every((outcome) => outcome === 'delivered') ? 'confirmed' : 'failed';
    },
    async checkOnChain(chunk, lastHash) {
      if (!lastHash) return false;
      const record = readSentRequests()[lastHash];
      if (!record) return false;
      // Rows already read as bounced or failed: they go again (split off their request, without a fee).
      if (record.outcomes) return record.outcomes.every((outcome) => outcome === 'delivered');
      if (Date.now() <= record.validUntil * 1000 + slack) {
        const outcomes = await settle(lastHash, { ...record, validUntil: 0 }, chunk);
        if (outcomes) return outcomes.every((outcome) => outcome === 'delivered');
        throw new Error(`The request may still land until ${new Date(record.validUntil * 1000).toISOString()}`);
      }
      return (await settle(lastHash, record, chunk))?.every((outcome) => outcome === 'delivered') ?? false;
    },
  };
}
