import 'server-only';

/**
 * The environment the security headers and the client address depend on, read on every call (not cached): tests
 * and the e2e harness set these per process, and the proxy must see the value the server runs with, not the one of
 * the build. Documented in .env.example. Read through a computed name so no bundler inlines a build-time value.
 */
function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function isProduction(): boolean {
  return env('NODE_ENV') === 'production';
}

export function isDevelopment(): boolean {
  const mode = env('NODE_ENV');
  return mode === undefined || mode === 'development';
}

/** SITE_URL is https: only then may browsers be told to use https for a year (HSTS). */
export function isSiteHttps(): boolean {
  try {
    return new URL(env('SITE_URL') ?? '').protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: how many reverse proxies in front of the app append the client address to X-Forwarded-For (1 for
 * one nginx / load balancer, 2 for a CDN in front of it…); 0: none, the header is not believed. `true`/`yes`
 * count as 1. Unset: 1 — the usual deployment, and the safe failure: without a proxy a client can only claim an
 * address of its own and get that address's window, whereas not believing the header would put every client in
 * one shared window that a single abuser could use up for everybody.
 */
export function trustedProxyHops(): number {
  const value = env('TRUST_PROXY')?.toLowerCase();
  if (value === undefined || value === '') return 1;
  if (value === 'true' || value === 'yes') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 && hops <= 10 ? hops : 0;
}

/**
 * One CSP source expression that may be added to connect-src: a scheme (`http:`), or a host with optional scheme,
 * wildcard subdomain, port (or `*`) and path. Keywords, quotes, `;` and `,` are refused: configuration must not be
 * able to switch the policy off or inject a directive.
 */
const CONNECT_SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?)$/i;

let reportedBadSources = '';

/**
 * CSP_CONNECT_SRC_EXTRA: more sources the pages may fetch from, space- or comma-separated (e.g. the e2e harness
 * adds `http://127.0.0.1:*` for its local anvil; an operator may add an http RPC host of the LAN). Bad entries are
 * dropped with one warning.
 */
export function connectSrcExtra(): string[] {
  const tokens = (env('CSP_CONNECT_SRC_EXTRA') ?? '').split(/[\s,]+/).filter(Boolean);
  const good = tokens.filter((token) => CONNECT_SOURCE.test(token));
  const bad = tokens.filter((token) => !CONNECT_SOURCE.test(token));
  if (bad.length > 0 && bad.join(' ') !== reportedBadSources) {
    reportedBadSources = bad.join(' ');
    console.warn(`[security] CSP_CONNECT_SRC_EXTRA: ignoring ${bad.map((token) => JSON.stringify(token)).join(', ')}`);
  }
  return good;
}

/** WalletConnect is configured (its verify frame must be allowed); inlined at build, like in the browser bundle. */
export function hasWalletConnect(): boolean {
  return Boolean(process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID);
}
