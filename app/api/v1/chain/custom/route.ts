import { defineHandler } from '@/lib/server/api/handler';
import { addCustomChain, addCustomChainSchema, listCustomChains } from '@/lib/server/chains-custom';

/** GET /api/v1/chain/custom — the signed-in user's custom EVM chains and RPCs, oldest first. */
export const GET = defineHandler({
  auth: 'required',
  handle: ({ db, session }) => listCustomChains(db, session.userId),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});

/**
 * POST /api/v1/chain/custom — `{ chainId, rpcUrl, name?, symbol?, decimals?, explorerUrl? }`. The RPC is asked
 * eth_chainId through the SSRF-safe fetch. 5007 when already added; 5016 names a bad field; 5021
 * `chain-id-mismatch`, `rpc-unreachable`, `rpc-bad-answer`, `too-many-chains`, `rate-limited` or the fetch's
 * refusal (`address-not-allowed`, `scheme-not-allowed`…).
 */
export const POST = defineHandler({
  auth: 'required',
  body: addCustomChainSchema,
  handle: ({ db, session, body }) => addCustomChain(db, session.userId, body),
});
