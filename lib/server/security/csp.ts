import 'server-only';
import { connectSrcExtra, hasWalletConnect, isDevelopment, isProduction, isSiteHttps } from './config';

/** Cloudflare Turnstile (the newsletter form): its script and its challenge frame. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
/** WalletConnect's verify frame, only when a WalletConnect project id is configured. */
export const WALLETCONNECT_FRAME_ORIGINS = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'];
/** `next dev` on a laptop: local nodes and the dev server's own websocket. */
const DEVELOPMENT_CONNECT_SOURCES = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'ws://localhost:*',
  'ws://127.0.0.1:*',
];

export interface PageCspOptions {
  /** Fresh for every response: Next.js puts it on every script it renders for this request. */
  nonce: string;
  /**
   * `sha256-…` of the inline scripts of a page prerendered at build time: its HTML is served as built, without
   * this request's nonce (see static-page-hashes.ts).
   */
  scriptHashes?: readonly string[];
  isDevelopment?: boolean;
  /** Extra connect-src sources (CSP_CONNECT_SRC_EXTRA). */
  connectSrcExtra?: readonly string[];
  walletConnect?: boolean;
}

/**
 * The Content-Security-Policy of every page.
 *
 * script-src: our own files ('self': Next's chunks, the wallet kits loaded on click), this response's nonce (inline
 * scripts of dynamically rendered pages), the hashes of a prerendered page's inline scripts, and Turnstile. There is
 * no 'strict-dynamic': it would disable 'self', and a prerendered page's <script src> tags carry no nonce. No
 * 'unsafe-inline' for scripts (browsers ignore it anyway once a nonce or hash is given), 'unsafe-eval' only under
 * `next dev` (React's dev tooling needs it). 'wasm-unsafe-eval' lets a page compile WebAssembly from our own files
 * (sui/token/publish patches its coin template with @mysten/move-bytecode-template's wasm): it allows no JavaScript
 * eval, and without it Chromium refuses `WebAssembly.instantiate` under this policy.
 *
 * style-src keeps 'unsafe-inline': the wallet kits and toasts inject <style> elements at run time without a nonce,
 * and styles cannot run code.
 *
 * connect-src: any https/wss host, because the tools read the chains' public RPCs and the user's own RPC URLs
 * (plus CSP_CONNECT_SRC_EXTRA, and localhost under `next dev`).
 */
export function pageCsp(options: PageCspOptions): string {
  const development = options.isDevelopment ?? false;
  const hashes = (options.scriptHashes ?? []).map((hash) => `'${hash}'`);
  const frames = [TURNSTILE_ORIGIN, ...(options.walletConnect ? WALLETCONNECT_FRAME_ORIGINS : [])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${options.nonce}'`,
      ...hashes,
      TURNSTILE_ORIGIN,
      "'wasm-unsafe-eval'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      'https:',
      'wss:',
      ...(development ? DEVELOPMENT_CONNECT_SOURCES : []),
      ...(options.connectSrcExtra ?? []),
    ],
    ['frame-src', ...frames],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['media-src', "'self'", 'data:', 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

export { API_CSP } from './api-csp';

/** Two years, subdomains included; no `preload` (that is a commitment the operator makes on hstspreload.org). */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** HSTS only for a production server whose public address is https (never for localhost or plain-http setups). */
export function hstsHeader(): string | null {
  return isProduction() && isSiteHttps() ? HSTS_VALUE : null;
}

/** A fresh nonce: 128 random bits, base64 (what Next.js recognises in 'nonce-…'). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The page policy for this request with the running server's configuration. */
export function pageCspForRequest(nonce: string, scriptHashes: readonly string[] = []): string {
  return pageCsp({
    nonce,
    scriptHashes,
    isDevelopment: isDevelopment(),
    connectSrcExtra: connectSrcExtra(),
    walletConnect: hasWalletConnect(),
  });
}
