import { defineProxyRoute } from '@/lib/server/net/routes';

/**
 * POST /api/rpc/proxy/upload?url=<encoded> — relays a multipart/form-data body (up to 10 MiB, e.g. an IPFS upload) to
 * an allow-listed third-party API, boundary and bytes unchanged.
 */
export const POST = defineProxyRoute('upload');
