import { defineJsonRpcRoute } from '@/lib/server/net/routes';

/** POST /api/rpc — Solana mainnet JSON-RPC, relayed to SOLANA_RPC_UPSTREAMS (method allow-list, caps, rate limit). */
export const POST = defineJsonRpcRoute('solana');
