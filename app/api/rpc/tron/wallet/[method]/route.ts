import { defineTronRelayRoute } from '@/lib/server/net/tron-relay';

/** POST /api/rpc/tron/wallet/<method> — the Tron tools' calls, relayed to TRON_API_URL with TRON_API_KEY added. */
export const POST = defineTronRelayRoute();
