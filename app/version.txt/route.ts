import { APP_VERSION } from '@/lib/version';

export const dynamic = 'force-dynamic';

/** GET /version.txt — the running build's version, never cached (spec §7). */
export function GET(): Response {
  return new Response(APP_VERSION, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store, max-age=0' },
  });
}
