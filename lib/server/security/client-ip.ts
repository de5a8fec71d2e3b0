import 'server-only';
import { isIP } from 'node:net';
import { isProduction, trustedProxyHops } from './config';

/** The key of every client whose address cannot be known: they share one rate-limit window per route. */
export const UNKNOWN_CLIENT = 'unknown';

function normalise(candidate: string | undefined | null): string | null {
  if (!candidate) return null;
  let address = candidate.trim();
  // "[2001:db8::1]:443" and "203.0.113.7:5678" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.toLowerCase();
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : null;
}

/**
 * The client's address, for rate limits (never for authentication):
 *
 * - TRUST_PROXY=n (n ≥ 1; unset means 1): X-Forwarded-For as our own n proxies wrote it. Each appends the address
 *   it saw, so the client is the n-th entry from the right; entries further left were sent by the client and may
 *   be anything. (`next start` itself writes the socket address there when the request has no such header.)
 * - TRUST_PROXY=0: the socket address, when the runtime gives it (`request.ip` on some platforms). `next start` does
 *   not: it only copies the socket address into X-Forwarded-For when the request came without one, which cannot
 *   be told apart from a header the client made up, so the header is not read at all.
 * - else UNKNOWN_CLIENT: every such client shares the limits, so one abuser can use up a route's window for
 *   everybody; production warns once.
 */
export function clientIp(request: Request): string {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const entries = (request.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const seen = entries.length >= hops ? normalise(entries[entries.length - hops]) : null;
    return seen ?? UNKNOWN_CLIENT;
  }
  const socket = normalise((request as Request & { ip?: string }).ip);
  if (!socket) warnSharedKeyOnce();
  return socket ?? UNKNOWN_CLIENT;
}

let hasWarned = false;

/** Said once per process in production: a shared key there is most likely a TRUST_PROXY=0 set by mistake. */
function warnSharedKeyOnce(): void {
  if (hasWarned || !isProduction()) return;
  hasWarned = true;
  console.warn(
    '[security] TRUST_PROXY=0 and the runtime gives no socket address: all clients share one key in the per-IP ' +
      'rate limits. Behind a reverse proxy, set TRUST_PROXY to the number of proxies (see .env.example).',
  );
}

/**
 * The part of an address that identifies one client for counting: IPv4 as is, IPv6 by its /64 (one subscriber
 * line gets a whole /64 and can pick any address in it).
 */
export function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) counts as two groups; it only matters past the first four.
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
