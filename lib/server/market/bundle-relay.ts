import 'server-only';
import {
  type Hex,
  keccak256,
  numberToHex,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  type TransactionSerialized,
} from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { evmRpcUrl } from '@/chains/evm/public-client';
import { type BundleRelayConfig, bundleRelayConfig } from './config';
import { JSON_RPC_CODE, JsonRpcError } from './json-rpc';
import { fetchJson, hostOf, UpstreamError } from './upstream';

/**
 * eth_sendBundle relay (issue item 3): checks that every transaction is a signed raw transaction, then sends the
 * bundle to every configured builder at once and answers the first builder's acceptance. The other requests keep
 * running to their own timeout, so the bundle still reaches every builder. Limits are Flashbots' own.
 */
export const MAX_BUNDLE_TXS = 100;
/** Raw transaction bytes in one bundle (Flashbots: 300 000). */
export const MAX_BUNDLE_BYTES = 300_000;
/** Hex doubles the bytes; the rest is room for the other fields and JSON punctuation. */
export const MAX_BUNDLE_BODY_BYTES = 2 * MAX_BUNDLE_BYTES + 40_000;
/** How long the relay waits for the chain's latest block when the bundle names none. */
const BLOCK_NUMBER_TIMEOUT_MS = 2_000;

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,16}$/, 'must be a hex quantity');
const txHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex hash');
const timestamp = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Flashbots' eth_sendBundle parameters (unknown fields are dropped, as builders differ in what they accept). */
export const bundleSchema = z.object({
  txs: z
    .array(z.string().max(2 + 2 * MAX_BUNDLE_BYTES))
    .min(1)
    .max(MAX_BUNDLE_TXS),
  /** The block the bundle is for: hex like builders take it, or a number; omitted: the next block. */
  blockNumber: z.union([hexQuantity, z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).optional(),
  minTimestamp: timestamp.optional(),
  maxTimestamp: timestamp.optional(),
  revertingTxHashes: z.array(txHash).max(MAX_BUNDLE_TXS).optional(),
  replacementUuid: z.string().min(1).max(100).optional(),
});
export type BundleInput = z.infer<typeof bundleSchema>;

export const sendBundleParamsSchema = z.tuple([bundleSchema]);

export interface CheckedTransaction {
  raw: Hex;
  from: Hex;
  chainId?: number;
}

function invalidParams(message: string, data?: unknown): JsonRpcError {
  return new JsonRpcError(JSON_RPC_CODE.INVALID_PARAMS, `invalid params: ${message}`, { status: 400, data });
}

/** Every transaction parsed and its signer recovered; the first one that fails is named by its index. */
export async function checkBundleTransactions(txs: readonly string[]): Promise<CheckedTransaction[]> {
  const checked: CheckedTransaction[] = [];
  let totalBytes = 0;
  for (const [index, text] of txs.entries()) {
    const notSigned = (reason: string) => invalidParams(`txs[${index}] is not a signed raw transaction (${reason})`);
    if (!/^0x([0-9a-fA-F]{2})+$/.test(text)) throw notSigned('not 0x-prefixed hex bytes');
    const raw = text.toLowerCase() as TransactionSerialized;
    totalBytes += (raw.length - 2) / 2;
    let parsed: ReturnType<typeof parseTransaction>;
    try {
      parsed = parseTransaction(raw);
    } catch {
      throw notSigned('not a valid transaction encoding');
    }
    if (parsed.r === undefined || parsed.s === undefined) throw notSigned('no signature');
    let from: Hex;
    try {
      from = await recoverTransactionAddress({ serializedTransaction: raw });
    } catch {
      throw notSigned('the signature does not recover a sender');
    }
    checked.push({ raw, from, chainId: parsed.chainId });
  }
  if (totalBytes > MAX_BUNDLE_BYTES) {
    throw invalidParams(`txs hold ${totalBytes} bytes, more than the ${MAX_BUNDLE_BYTES} a bundle may have`);
  }
  const chainIds = new Set(checked.map((tx) => tx.chainId).filter((chainId) => chainId !== undefined));
  if (chainIds.size > 1) {
    const index = checked.findIndex((tx) => tx.chainId !== undefined && tx.chainId !== checked[0].chainId);
    throw invalidParams(`txs[${index}] is for chain ${checked[index].chainId}, other transactions for another chain`);
  }
  return checked;
}

/** The chain's latest block + 1 from its RPC (CHAIN_RPC_<id> or the default), or undefined when it cannot tell. */
async function nextBlockNumber(chainId: number | undefined): Promise<Hex | undefined> {
  if (chainId === undefined) return undefined;
  let url: string;
  try {
    url = evmRpcUrl(chainId);
  } catch {
    return undefined;
  }
  try {
    const { json } = await fetchJson(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      },
      BLOCK_NUMBER_TIMEOUT_MS,
    );
    const latest = z.object({ result: hexQuantity }).safeParse(json);
    return latest.success ? numberToHex(BigInt(latest.data.result) + 1n) : undefined;
  } catch {
    return undefined;
  }
}

/** What one builder said: an acceptance (its `result`) or a refusal / failure with a message. */
export type BuilderOutcome =
  | { builder: string; isAccepted: true; result: unknown }
  | { builder: string; isAccepted: false; isRefusal: boolean; code?: number; message: string };

type BuilderFailure = Extract<BuilderOutcome, { isAccepted: false }>;

const builderErrorSchema = z.object({
  error: z.object({ code: z.number().optional(), message: z.string().optional() }),
});

let processSigner: PrivateKeyAccount | undefined;

/** The identity builders rank senders by; not a key that holds funds. */
function signerFor(config: BundleRelayConfig): PrivateKeyAccount {
  if (config.signingKey) return privateKeyToAccount(config.signingKey);
  processSigner ??= privateKeyToAccount(generatePrivateKey());
  return processSigner;
}

/** Flashbots' X-Flashbots-Signature: `<address>:<EIP-191 signature of the hex keccak256 of the exact body>`. */
export async function flashbotsSignature(account: PrivateKeyAccount, body: string): Promise<string> {
  const signature = await account.signMessage({ message: keccak256(stringToHex(body)) });
  return `${account.address}:${signature}`;
}

const MAX_BUILDER_MESSAGE = 300;

async function sendToBuilder(url: string, body: string, signature: string, timeoutMs: number): Promise<BuilderOutcome> {
  const builder = hostOf(url);
  try {
    const { status, json } = await fetchJson(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'X-Flashbots-Signature': signature },
        body,
      },
      timeoutMs,
    );
    const refusal = builderErrorSchema.safeParse(json);
    if (refusal.success) {
      const { code, message = 'error' } = refusal.data.error;
      return { builder, isAccepted: false, isRefusal: true, code, message: message.slice(0, MAX_BUILDER_MESSAGE) };
    }
    const hasResult = typeof json === 'object' && json !== null && !Array.isArray(json) && 'result' in json;
    if (!hasResult || status >= 400) {
      return { builder, isAccepted: false, isRefusal: false, message: `answered HTTP ${status} without a result` };
    }
    return { builder, isAccepted: true, result: json.result };
  } catch (error) {
    const message = error instanceof UpstreamError ? error.message.replace(`${builder} `, '') : 'failed';
    return { builder, isAccepted: false, isRefusal: false, message };
  }
}

/**
 * Resolves with the first acceptance whose result is not null (some builders answer `null`), else the first null
 * acceptance once all have answered, else every outcome when none accepted.
 */
function firstAcceptance(pending: Promise<BuilderOutcome>[]): Promise<BuilderOutcome | BuilderOutcome[]> {
  return new Promise((resolve) => {
    if (pending.length === 0) resolve([]);
    const outcomes: BuilderOutcome[] = [];
    let isDone = false;
    for (const promise of pending) {
      void promise.then((outcome) => {
        outcomes.push(outcome);
        if (isDone) return;
        if (outcome.isAccepted && outcome.result !== null && outcome.result !== undefined) {
          isDone = true;
          resolve(outcome);
        } else if (outcomes.length === pending.length) {
          isDone = true;
          resolve(outcomes.find((candidate) => candidate.isAccepted) ?? outcomes);
        }
      });
    }
  });
}

export interface SendBundleOptions {
  config?: BundleRelayConfig;
}

/** The bundle as builders take it: blockNumber in hex, optional fields only when given. */
function builderParams(bundle: BundleInput, blockNumber: Hex | undefined) {
  const { txs, blockNumber: _given, ...rest } = bundle;
  return { txs, ...(blockNumber !== undefined && { blockNumber }), ...rest };
}

/** Sends a checked bundle to every builder; answers the first acceptance's `result` or throws a -32000 JsonRpcError. */
export async function sendBundle(bundle: BundleInput, options: SendBundleOptions = {}): Promise<unknown> {
  const config = options.config ?? bundleRelayConfig();
  const checked = await checkBundleTransactions(bundle.txs);
  const txs = checked.map((tx) => tx.raw);
  const blockNumber =
    typeof bundle.blockNumber === 'number'
      ? numberToHex(bundle.blockNumber)
      : ((bundle.blockNumber?.toLowerCase() as Hex | undefined) ?? (await nextBlockNumber(checked[0].chainId)));
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_sendBundle',
    params: [builderParams({ ...bundle, txs }, blockNumber)],
  });
  const signature = await flashbotsSignature(signerFor(config), body);
  const outcome = await firstAcceptance(
    config.builderUrls.map((url) => sendToBuilder(url, body, signature, config.timeoutMs)),
  );
  if (!Array.isArray(outcome) && outcome.isAccepted) return outcome.result;
  const failures = (Array.isArray(outcome) ? outcome : [outcome]).filter(
    (item): item is BuilderFailure => !item.isAccepted,
  );
  const summary = failures.map((failure) => `${failure.builder}: ${failure.message}`).join('; ');
  // A builder that answered a JSON-RPC error refused the bundle itself: answered like builders do (HTTP 200). Only
  // when no builder answered JSON-RPC at all is it the relay's failure (502).
  const wasRefused = failures.some((failure) => failure.isRefusal);
  throw new JsonRpcError(JSON_RPC_CODE.SERVER_ERROR, `no builder accepted the bundle: ${summary}`, {
    status: wasRefused ? 200 : 502,
    data: { builders: failures.map(({ builder, code, message }) => ({ builder, code, message })) },
  });
}
