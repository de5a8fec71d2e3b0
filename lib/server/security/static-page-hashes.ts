import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDevelopment } from './config';

/**
 * Pages prerendered at build time (home, about-us, legal, mnemonic, generate-wallet…) are served as the HTML the
 * build wrote, so their inline scripts (Turbopack's bootstrap, the RSC payload pushes) cannot carry the nonce of
 * the request. Rather than render every page on every request, the policy of such a page also lists the SHA-256 of
 * each of its inline scripts, read once from the build output (`.next/prerender-manifest.json` names the pages,
 * `.next/server/app/<page>.html` holds them). Their `<script src>` tags are same-origin, allowed by 'self'.
 *
 * A page the manifest does not list is rendered per request, and Next.js puts the nonce on its scripts.
 */

interface PrerenderManifest {
  routes?: Record<string, unknown>;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** `sha256-…` of every inline script in an HTML document (exactly the text between the tags, UTF-8). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || content === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

export interface StaticPageHashes {
  /** The hashes of a prerendered page's inline scripts; [] for a page rendered per request (or no build). */
  forPath(pathname: string): readonly string[];
}

/** Lookups over one build output directory; everything is read once and kept for the life of the process. */
export function createStaticPageHashes(distDir: string): StaticPageHashes {
  let pages: Set<string> | undefined;
  const cache = new Map<string, readonly string[]>();

  const prerenderedPages = (): Set<string> => {
    if (pages) return pages;
    try {
      const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
      pages = new Set(Object.keys((manifest as PrerenderManifest).routes ?? {}));
    } catch {
      // No production build (next dev, unit tests): every page is rendered per request.
      pages = new Set();
    }
    return pages;
  };

  return {
    forPath(pathname) {
      const cached = cache.get(pathname);
      if (cached) return cached;
      // Only names the manifest lists become file names: a request path never reaches the file system.
      if (!prerenderedPages().has(pathname)) return [];
      let hashes: readonly string[] = [];
      try {
        const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
        hashes = inlineScriptHashes(readFileSync(path.join(distDir, 'server', 'app', file), 'utf8'));
      } catch {
        // Listed but not an HTML page (robots.txt, icon.svg…).
      }
      cache.set(pathname, hashes);
      return hashes;
    },
  };
}

let running: StaticPageHashes | undefined;

/**
 * The running server's build (`next start` runs from the project directory; Next's default distDir). `next dev`
 * renders every page per request, and a production build left in .next is not what it serves.
 */
export function staticPageHashes(pathname: string): readonly string[] {
  if (isDevelopment()) return [];
  running ??= createStaticPageHashes(path.join(process.cwd(), '.next'));
  return running.forPath(pathname);
}
