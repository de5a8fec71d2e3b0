import { defineJsonRpcRoute } from '@/lib/server/net/routes';

/** POST /api/rpc/json-rpc/ton — toncenter v2 JSON-RPC, relayed to TON_RPC_UPSTREAMS (method allow-list, caps, rate limit). */
export const POST = defineJsonRpcRoute('ton');
