import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { evmChainInfo } from '@/chains/evm/family';
import type { Database } from '@/db';
import { customChains } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';
import { netConfig } from '@/lib/server/net/config';
import { rateLimited, safeFetchApiError } from '@/lib/server/net/refusals';
import { SafeFetchError } from '@/lib/server/net/safe-fetch';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { ChainIdAnswerError, readRemoteChainId } from './chain-id';
import { customChainRefused } from './refusals';
import type { AddCustomChainInput } from './schemas';

export const MAX_CUSTOM_CHAINS_PER_USER = 50;
/** Each add calls the user's RPC from our server: bounded per user. */
export const CHAIN_CHECKS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

export interface CustomChainView {
  id: number;
  chainId: number;
  name: string;
  rpcUrl: string;
  symbol: string;
  decimals: number;
  explorerUrl: string | null;
  createdAt: string;
}

export interface AddCustomChainOptions {
  /** Plain http RPCs (development only); default from the configuration. */
  isHttpAllowed?: boolean;
  now?: Date;
}

type CustomChainRow = typeof customChains.$inferSelect;

function view(row: CustomChainRow): CustomChainView {
  return {
    id: row.id,
    chainId: row.chainId,
    name: row.name,
    rpcUrl: row.rpcUrl,
    symbol: row.symbol,
    decimals: row.decimals,
    explorerUrl: row.explorerUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The URL as the URL parser writes it, so `HTTPS://RPC.example.com` and `https://rpc.example.com/` are one RPC. */
function normalizeUrl(url: string): string {
  return new URL(url).href;
}

/** GET /api/v1/chain/custom: the user's chains, oldest first. */
export async function listCustomChains(db: Database, userId: number): Promise<CustomChainView[]> {
  const rows = await db
    .select()
    .from(customChains)
    .where(eq(customChains.userId, userId))
    .orderBy(asc(customChains.id));
  return rows.map(view);
}

async function checkChainId(rpcUrl: string, expected: number, isHttpAllowed: boolean): Promise<void> {
  let actual: number;
  try {
    actual = await readRemoteChainId(rpcUrl, isHttpAllowed);
  } catch (error) {
    if (error instanceof SafeFetchError) {
      // The user's RPC failing is the user's problem to fix, not a server error: 5021, not 5000.
      if (error.isUpstreamFailure) throw customChainRefused('rpc-unreachable', error.reason);
      throw safeFetchApiError(error, 'rpcUrl');
    }
    if (error instanceof ChainIdAnswerError) {
      throw customChainRefused(error.isHttpError ? 'rpc-unreachable' : 'rpc-bad-answer');
    }
    throw error;
  }
  if (actual !== expected) throw customChainRefused('chain-id-mismatch', `RPC serves ${actual}`);
}

/**
 * POST /api/v1/chain/custom: 5007 when the user already has this chain id with this RPC (checked before and, for
 * concurrent adds, by the unique index), 5021 past the allowance, then the RPC's own chain id must match.
 */
export async function addCustomChain(
  db: Database,
  userId: number,
  input: AddCustomChainInput,
  options: AddCustomChainOptions = {},
): Promise<CustomChainView> {
  const rpcUrl = normalizeUrl(input.rpcUrl);
  const sameRpc = and(
    eq(customChains.userId, userId),
    eq(customChains.chainId, input.chainId),
    eq(customChains.rpcUrl, rpcUrl),
  );
  const [existing] = await db.select({ id: customChains.id }).from(customChains).where(sameRpc);
  if (existing) throw new ApiError(SERVER_CODE.RPC_ALREADY_ADDED);
  const [{ total }] = await db.select({ total: count() }).from(customChains).where(eq(customChains.userId, userId));
  if (total >= MAX_CUSTOM_CHAINS_PER_USER) throw customChainRefused('too-many-chains');
  const limit = await hitRateLimit(db, {
    key: `custom-chain:check:user:${userId}`,
    limit: CHAIN_CHECKS_PER_HOUR,
    windowMs: HOUR_MS,
    now: options.now,
  });
  if (!limit.isAllowed) throw rateLimited(limit.retryAfterMs);
  await checkChainId(rpcUrl, input.chainId, options.isHttpAllowed ?? netConfig().isHttpAllowed);
  const known = evmChainInfo(input.chainId);
  const [row] = await db
    .insert(customChains)
    .values({
      userId,
      chainId: input.chainId,
      rpcUrl,
      name: input.name ?? known?.name ?? `EVM chain ${input.chainId}`,
      symbol: input.symbol ?? known?.nativeSymbol ?? 'ETH',
      decimals: input.decimals ?? known?.nativeDecimals ?? 18,
      explorerUrl: input.explorerUrl ? normalizeUrl(input.explorerUrl) : (known?.explorerUrl ?? null),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(SERVER_CODE.RPC_ALREADY_ADDED);
  return view(row);
}

/** POST /api/v1/chain/custom/del: the user's own entry only (someone else's id answers like an unknown one). */
export async function deleteCustomChain(db: Database, userId: number, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(customChains)
    .where(and(eq(customChains.id, id), eq(customChains.userId, userId)))
    .returning({ id: customChains.id });
  if (!row) throw customChainRefused('entry-not-found');
  return row;
}
