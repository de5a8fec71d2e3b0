import { type Address, beginCell, Cell, loadMessage, storeStateInit } from '@ton/core';
import { z } from 'zod';
import type { TonNetwork } from './address';
import type { PlannedTonRequest } from './packing';
import { MAX_MESSAGES_PER_EXTERNAL, TON_GLOBAL_ID } from './wallet-limits';

/**
 * TON Connect's side of a planned request, without the SDK (the page's wallet code passes these objects to
 * @tonconnect/ui-react's sendTransaction): the request JSON (addresses user-friendly, their bounce flag carrying
 * each message's bounce, amounts in nanoTON as strings, body and StateInit as base64 BoCs), the wallet's message limit
 * from its SendTransaction feature, and the signed external message the wallet answers, whose body
 * readRequestOutcome looks for on chain.
 */

export interface TonConnectMessage {
  address: string;
  amount: string;
  payload?: string;
  stateInit?: string;
}

export interface TonConnectTransaction {
  /** Unix seconds after which the wallet must not send it. */
  validUntil: number;
  network: string;
  from?: string;
  messages: TonConnectMessage[];
}

/** How long a wallet may wait before sending a request we prepared. */
export const TON_CONNECT_VALIDITY_SECONDS = 5 * 60;

export function tonConnectTransaction(
  request: PlannedTonRequest,
  options: { network?: TonNetwork; from?: Address; now?: number } = {},
): TonConnectTransaction {
  const network = options.network ?? 'mainnet';
  const now = options.now ?? Math.floor(Date.now() / 1000);
  return {
    validUntil: now + TON_CONNECT_VALIDITY_SECONDS,
    network: String(TON_GLOBAL_ID[network]),
    ...(options.from && { from: options.from.toRawString() }),
    messages: request.messages.map((message) => ({
      address: message.to.toString({ urlSafe: true, bounceable: message.bounce, testOnly: network === 'testnet' }),
      amount: message.value.toString(),
      ...(message.body && { payload: message.body.toBoc().toString('base64') }),
      ...(message.init && {
        stateInit: beginCell().store(storeStateInit(message.init)).endCell().toBoc().toString('base64'),
      }),
    })),
  };
}

const sendTransactionFeature = z.union([
  z.literal('SendTransaction'),
  z.object({ name: z.literal('SendTransaction'), maxMessages: z.number().int().positive() }).loose(),
]);
const walletFeatures = z.array(z.unknown());

/**
 * How many messages the connected wallet takes per request: its SendTransaction feature's maxMessages, never more than
 * its contract takes. Wallets list the legacy bare 'SendTransaction' string too (for older dApps) next to the object
 * (Tonkeeper: both, the object with 255): the object decides; the bare string alone means 4. Undefined when the wallet
 * does not say.
 */
export function tonConnectMaxMessages(
  features: unknown,
  contractMax = MAX_MESSAGES_PER_EXTERNAL.v5r1,
): number | undefined {
  const list = walletFeatures.safeParse(features);
  if (!list.success) return undefined;
  const parsed = list.data.flatMap((feature) => {
    const result = sendTransactionFeature.safeParse(feature);
    return result.success ? [result.data] : [];
  });
  for (const feature of parsed) {
    if (feature !== 'SendTransaction') return Math.min(feature.maxMessages, contractMax);
  }
  return parsed.length > 0 ? Math.min(4, contractMax) : undefined;
}

/** The body of the signed external message a wallet answers (`{ boc }`), checked to be addressed to `wallet`. */
export function externalBodyFromBoc(boc: string, wallet: Address): Cell {
  let message: ReturnType<typeof loadMessage>;
  try {
    message = loadMessage(Cell.fromBase64(boc).beginParse());
  } catch {
    throw new Error('The wallet answered a BoC that is no message');
  }
  if (message.info.type !== 'external-in') throw new Error('The wallet answered a message that is not external');
  if (!message.info.dest.equals(wallet)) throw new Error('The wallet answered a message to another account');
  return message.body;
}
