import type { TonApiOptions } from '@/chains/ton/api';

/** Our same-origin passthrough of toncenter v2 JSON-RPC (app/api/rpc/json-rpc/ton, TON_RPC_UPSTREAMS). */
export const TON_PROXY_PATH = '/api/rpc/json-rpc/ton';

/** The API options of a TON tool: its JSON-RPC endpoint (our passthrough unless a test gives another). */
export function tonApiOptions(jsonRpcUrl: string = TON_PROXY_PATH): TonApiOptions {
  return { jsonRpcUrl };
}
