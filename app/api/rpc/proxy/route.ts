import { defineProxyRoute } from '@/lib/server/net/routes';

/**
 * GET /api/rpc/proxy?url=<encoded> — relays a GET to an allow-listed third-party API and answers its status, content
 * type and body (lib/server/net/README.md). Refusals: 5016 `url`, 5021 with the reason slug, 5000 upstream failures.
 */
export const GET = defineProxyRoute('get');
