import { Address, Cell } from '@ton/core';
import type { TonApiOptions } from '@/chains/ton/api';
import { readRequestOutcome, type TonRequestOutcome } from '@/chains/ton/outcomes';
import type { PlannedTonRequest } from '@/chains/ton/packing';
import { externalBodyFromBoc, tonConnectTransaction } from '@/chains/ton/ton-connect';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';

export interface SentTokenRequest {
  /** The external message's hash (Tonviewer finds the transaction by it). */
  hash: string;
  outcome: TonRequestOutcome;
}

/**
 * One jetton publish or manage request: the wallet shows it and sends it; then its messages are followed on chain
 * until each settles (the minter's transaction found, bounced or not). Throws when the chain never saw it before the
 * request expired.
 */
export async function sendTokenRequest(
  session: TonWalletSession,
  request: PlannedTonRequest,
  api: TonApiOptions,
  options: { pollMs?: number; slackMs?: number } = {},
): Promise<SentTokenRequest> {
  const wallet = Address.parse(session.address);
  const transaction = tonConnectTransaction(request, { from: wallet });
  const sentAt = Math.floor(Date.now() / 1000);
  const boc = await session.send(transaction);
  const body = externalBodyFromBoc(boc, wallet);
  const hash = Cell.fromBase64(boc).hash().toString('hex');
  const deadline = transaction.validUntil * 1000 + (options.slackMs ?? 60_000);
  for (;;) {
    const outcome = await readRequestOutcome({ wallet, body, request, isJetton: false, sentAt }, api);
    if (outcome.isAccepted && outcome.rows.every((row) => row.status !== 'pending')) return { hash, outcome };
    if (Date.now() > deadline) throw new Error('The request did not reach the chain before it expired');
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2_000));
  }
}

/** The first row that did not arrive, in the chain's words; undefined when all did. */
export function requestFailure(outcome: TonRequestOutcome): string | undefined {
  const failed = outcome.rows.find((row) => row.status === 'bounced' || row.status === 'failed');
  return failed && 'reason' in failed ? `${failed.status}: ${failed.reason}` : undefined;
}
