import { getAddress } from 'viem';
import { z } from 'zod';
import type { SessionState } from './session-types';

// The saved session, parsed on read (a hand-edited, truncated or older entry is refused, never half-used). Loaded
// with import() by session-store.ts only when a saved session is read, so zod stays out of the page's first load.

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value));
const hash = z.string().regex(/^0x[0-9a-f]{64}$/) as z.ZodType<`0x${string}`>;
const wei = z
  .string()
  .regex(/^\d{1,78}$/)
  .transform((value) => BigInt(value));
const signedWei = z
  .string()
  .regex(/^-?\d{1,78}$/)
  .transform((value) => BigInt(value));
const seconds = z.number().int().nonnegative();
const range = z.object({ min: wei, max: wei });

const dex = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('v2'),
    id: z.string().max(64),
    name: z.string().max(80),
    factory: address,
    router: address,
    feeBps: z.number().int().min(0).max(10_000),
  }),
  z.object({
    kind: z.literal('v3'),
    id: z.string().max(64),
    name: z.string().max(80),
    factory: address,
    quoter: address,
    router: address,
    feeTiers: z.array(z.number().int().positive()).max(10),
  }),
  z.object({
    kind: z.literal('universal'),
    id: z.string().max(64),
    name: z.string().max(80),
    router: address,
    permit2: address,
    pool: z.enum(['v2', 'v3']),
    factory: address,
    quoter: address.optional(),
    feeTiers: z.array(z.number().int().positive()).max(10).optional(),
  }),
]);

const pattern = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('alternate') }),
  z.object({ kind: z.literal('random'), buyBps: z.number().int().min(0).max(10_000) }),
  z.object({ kind: z.literal('buy-only') }),
  z.object({ kind: z.literal('sell-only') }),
]);

const settings = z.object({
  chainId: z.number().int().positive(),
  wrappedNative: address,
  dex,
  token: address,
  tokenDecimals: z.number().int().min(0).max(36),
  tokenSymbol: z.string().max(64),
  wallets: z.array(address).min(1).max(1_000),
  pattern,
  buyRange: range,
  sellRange: range,
  intervalSeconds: z.object({ min: seconds, max: seconds }),
  slippageBps: z.number().int().min(0).max(5_000),
  deadlineMinutes: z.number().int().min(1).max(1_440),
  tokenFeeBps: z.number().int().min(0).max(10_000),
  band: z.object({ bottom: wei, top: wei }).optional(),
  onBandExit: z.enum(['pause', 'stop']),
  budgetWei: wei.optional(),
  targetVolumeWei: wei.optional(),
  endAt: seconds.optional(),
  maxTrades: z.number().int().positive().optional(),
});

const tx = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['trade', 'approve', 'permit2']),
  wallet: address,
  side: z.enum(['buy', 'sell']).optional(),
  hash,
  nonce: z.number().int().nonnegative(),
  at: seconds,
  amountIn: wei,
  quotedOut: wei,
  minimumOut: wei,
  priceWei: wei,
  status: z.enum(['sent', 'confirmed', 'reverted', 'dropped']),
  amountOut: wei.optional(),
  gasFee: wei.optional(),
  note: z.string().max(200).optional(),
});

const stopReason = z.enum(['budget', 'volume', 'time', 'trades', 'band', 'funds', 'user']);

const logEntry = z.object({
  at: seconds,
  code: z.enum(['started', 'paused', 'resumed', 'stopped', 'band-wait', 'no-wallet', 'resolved', 'error']),
  txId: z.number().int().positive().optional(),
  reason: stopReason.optional(),
  detail: z.string().max(300).optional(),
});

const session = z.object({
  version: z.literal(1),
  settings,
  status: z.enum(['ready', 'running', 'paused', 'stopped']),
  stopReason: stopReason.optional(),
  nextAt: seconds.optional(),
  lastSide: z.enum(['buy', 'sell']).optional(),
  lastPriceWei: signedWei.optional(),
  txs: z.array(tx).max(100_000),
  log: z.array(logEntry).max(10_000),
});

/** A saved session (its JSON, bigints as decimal strings), or null when it does not parse. */
export function parseStoredSession(raw: unknown): SessionState | null {
  const parsed = session.safeParse(raw);
  return parsed.success ? (parsed.data as SessionState) : null;
}
