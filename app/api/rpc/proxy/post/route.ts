import { defineProxyRoute } from '@/lib/server/net/routes';

/** POST /api/rpc/proxy/post?url=<encoded> — relays a POST body (up to 1 MiB) to an allow-listed third-party API. */
export const POST = defineProxyRoute('post');
