import { defineUtxoBalancesRoute } from '@/lib/server/net/utxo-relay';

/** GET /api/rpc/utxo/{btc|doge}/balances — Esplora / Blockbook balances of up to 25 addresses (lib/server/net/utxo-relay.ts). */
export const GET = defineUtxoBalancesRoute();
