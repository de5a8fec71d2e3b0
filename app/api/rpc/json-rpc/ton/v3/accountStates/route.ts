import { defineTonV3Route } from '@/lib/server/net/routes';

/** GET /api/rpc/json-rpc/ton/v3/accountStates — toncenter v3 accountStates relayed (address list checked, rate limit). */
export const GET = defineTonV3Route();
