export const dynamic = 'force-dynamic';

/**
 * GET /tonconnect-manifest.json — the TON Connect manifest wallets show when the site asks to connect
 * (components/wallet/ton): the site's name, its origin and its icon. The origin is SITE_URL when set (a deployment),
 * else the request's own (development, tests).
 */
export function GET(request: Request): Response {
  const origin = process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : new URL(request.url).origin;
  const manifest = { url: origin, name: 'Chainkit', iconUrl: `${origin}/favicon.ico` };
  return Response.json(manifest, {
    headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  });
}
