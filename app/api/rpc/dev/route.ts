import { defineJsonRpcRoute } from '@/lib/server/net/routes';

/** POST /api/rpc/dev — Solana devnet JSON-RPC, relayed to SOLANA_DEV_RPC_UPSTREAMS (requestAirdrop allowed here). */
export const POST = defineJsonRpcRoute('solana-dev');
