import { execSync } from 'node:child_process';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CSP } from './lib/server/security/api-csp';
import packageJson from './package.json' with { type: 'json' };

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled when the build reads messages/*.json (lib/i18n/messages.ts), so pages format them with
  // next-intl's small format-only runtime instead of its ICU parser and formatter (≈ 10 KiB gzip on every page with
  // client translations; issue 13 point 10). A compiled message is not text: read messages with t(), never t.raw().
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'en', precompile: true },
  },
});

/** The version a build is stamped with: APP_VERSION if given, else package version + commit (+ build time). */
function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  let commit = '';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. an unpacked tarball): the build time alone tells builds apart.
  }
  const builtAt = new Date().toISOString().replace(/[-:]/g, '').slice(0, 13);
  return [packageJson.version, commit, builtAt].filter(Boolean).join('-');
}

/**
 * Sent with every answer. A crypto tool must never be framed (clickjacking a wallet confirmation), nor have
 * its responses sniffed into another type. Pages get their Content-Security-Policy (with a nonce per request) and
 * HSTS from proxy.ts, API answers HSTS from defineHandler (both read the running server's configuration).
 */
const SECURITY_HEADERS = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `npm run typecheck` (tsc --noEmit) checks every file in CI; checking again inside the build only costs time.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The mobile home is /m/ (spec §2): trailing slashes are decided in proxy.ts, not by Next.
  skipTrailingSlashRedirect: true,
  // The origin prerendered pages are made for: a production start with another SITE_URL stops (production-config.ts).
  env: { NEXT_PUBLIC_APP_VERSION: appVersion(), CHAINKIT_BUILD_SITE_URL: process.env.SITE_URL ?? '' },
  headers: async () => [
    { source: '/:path*', headers: SECURITY_HEADERS },
    // API answers are data: nothing in them may load or run, and nothing may frame them (lib/server/security/csp.ts
    // API_CSP; a route sending its own policy, like the avatar's, keeps it).
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
  ],
  // Jest (next/jest) must transpile these ES-module-only packages (next-intl and its ICU message formatter).
  transpilePackages: [
    'next-intl',
    '@marsidev/react-turnstile',
    'use-intl',
    '@formatjs/fast-memoize',
    'intl-messageformat',
    '@formatjs/icu-messageformat-parser',
    '@formatjs/icu-skeleton-parser',
    'icu-minify',
    // @mysten/sui 2.x and what it imports ship ES modules only (chains/sui).
    '@mysten/sui',
    '@mysten/bcs',
    '@mysten/utils',
    '@noble/curves',
    '@noble/hashes',
    '@scure/base',
    '@scure/bip32',
    '@scure/bip39',
    // @scure/btc-signer 2.x (chains/utxo) and its micro-packed, ES modules only.
    '@scure/btc-signer',
    'micro-packed',
    'valibot',
    'poseidon-lite',
    // The Sui wallet kit (components/wallet/sui), ES modules only too.
    '@mysten/dapp-kit-react',
    '@mysten/dapp-kit-core',
    '@mysten/wallet-standard',
    '@mysten/slush-wallet',
    '@mysten/window-wallet-core',
    'nanostores',
    '@nanostores/react',
    'jose',
    // @aptos-labs/ts-sdk 7.x and what it imports ship ES modules only (chains/aptos).
    '@aptos-labs/ts-sdk',
    '@aptos-labs/aptos-client',
    '@noble/ciphers',
    'eventemitter3',
    'jwt-decode',
  ],
  // PGlite ships wasm and data files that must stay on disk next to its code.
  serverExternalPackages: ['@electric-sql/pglite'],
};

export default withNextIntl(nextConfig);
