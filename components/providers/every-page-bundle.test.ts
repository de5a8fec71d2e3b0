import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the root layouts ship to every page, and the home pages to theirs (issue 13 point 10): the client modules they
 * reach through static imports, and the npm packages those import. Read from the source (a `next build` takes minutes): a module is client code
 * once it or a module importing it says 'use client'; server modules are followed only to find client ones. Type-only
 * imports and `import()` are not followed: a dynamic import is a chunk of its own, fetched where it is needed.
 */
const ROOT = path.resolve(__dirname, '../..');
/** The root layouts (every page) and the home pages (budget 150 KiB), whose header is every page's but /m/'s. */
const LAYOUTS = ['app/[locale]/layout.tsx', 'app/m/layout.tsx', 'app/[locale]/(home)/page.tsx', 'app/m/page.tsx'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const STATIC_IMPORT =
  /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The modules a source statically imports at run time (not `import type`, not `import { type A, type B }`). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const [, , typeOnly, clause, from, bare] = match;
    if (bare) {
      found.push(bare);
      continue;
    }
    if (typeOnly) continue;
    const named = clause.match(/^\{([\s\S]*)\}$/);
    const specifiers = named?.[1]
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (specifiers && specifiers.length > 0 && specifiers.every((part) => part.startsWith('type '))) continue;
    found.push(from);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  if (/\.(css|json|svg)$/.test(base)) return null;
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  throw new Error(`Cannot resolve ${specifier} from ${path.relative(ROOT, from)}`);
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

interface ClientGraph {
  /** Project files in the client bundle, relative to the root. */
  modules: Set<string>;
  /** Every project file reached, server ones too. */
  reached: Set<string>;
  /**
   * Bare `next-intl` imports of server modules (file → specifier). That entry point exports the client provider: a
   * server component importing it puts the provider and its message formatter on the page, rendered or not.
   */
  serverClientReferences: Map<string, string>;
  /** npm package → the client module importing it first. */
  packages: Map<string, string>;
}

/** The client side of the static graph of `entries`. */
function clientGraph(entries: readonly string[]): ClientGraph {
  const modules = new Set<string>();
  const reached = new Set<string>();
  const serverClientReferences = new Map<string, string>();
  const packages = new Map<string, string>();
  const visited = new Set<string>();
  const visit = (file: string, isClient: boolean) => {
    const source = readFileSync(file, 'utf8');
    const client = isClient || /^\s*['"]use client['"]/.test(source);
    const key = `${file}:${client}`;
    if (visited.has(key)) return;
    visited.add(key);
    const relative = path.relative(ROOT, file);
    reached.add(relative);
    if (client) modules.add(relative);
    for (const specifier of staticImports(source)) {
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) visit(resolved, client);
      } else if (client && !packages.has(packageName(specifier))) {
        packages.set(packageName(specifier), relative);
      } else if (!client && specifier === 'next-intl') {
        serverClientReferences.set(relative, specifier);
      }
    }
  };
  for (const entry of entries) visit(path.join(ROOT, entry), false);
  return { modules, reached, packages, serverClientReferences };
}

describe('staticImports', () => {
  it('keeps value imports and re-exports, drops type-only ones', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Toast } from 'sonner';",
      "import { type A, type B } from './types';",
      "import { type C, d } from './mixed';",
      "export { e } from './reexport';",
      "export type { F } from './types-only';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['zod', './mixed', './reexport', './side-effect.css']);
  });
});

describe('what every page ships', () => {
  const graph = clientGraph(LAYOUTS);

  it('reaches the providers (so the walk is sound)', () => {
    expect(graph.modules).toContain('components/providers/page-providers.tsx');
    expect(graph.modules).toContain('lib/client/user/use-user.ts');
    expect(graph.modules).toContain('components/layout/newsletter-slot.tsx');
    expect(graph.packages.has('next')).toBe(true);
  });

  // Each of these is loaded where it is used: zod by the pages and server code that validate, sonner on the first toast,
  // the wallet and chain libraries by tool pages; react-query by the pages under (site) (QueryProvider) and the
  // footer's form once used, like next-intl's client and Turnstile (newsletter-island); the BIP39 word list by the
  // tracker's redaction, for a batch that may hold a mnemonic.
  it.each([
    'zod',
    'sonner',
    '@solana/web3.js',
    'viem',
    'wagmi',
    '@rainbow-me/rainbowkit',
    'ethers',
    'next-auth',
    '@tanstack/react-query',
    'next-intl',
    'use-intl',
    '@marsidev/react-turnstile',
    '@scure/bip39',
  ])('does not import %s statically', (name) => {
    expect(graph.packages.get(name)).toBeUndefined();
  });

  // lib/errors' index brings every message table, toAppError and the redaction with its word list; lib/http's index
  // brings the client, which throws with them. The HTTP client is fetched with the first request
  // (components/providers/lazy-http-client.ts), the redaction with the first tracking event.
  it.each([
    'lib/errors/index.ts',
    'lib/errors/strip-sensitive.ts',
    'lib/errors/to-app-error.ts',
    'lib/errors/localize-error.ts',
    'lib/http/index.ts',
    'lib/http/client.ts',
    'lib/client/tracking/pipeline.ts',
    'components/newsletter/newsletter-form.tsx',
    'components/providers/query-provider.tsx',
    'lib/client/tracking/browser-tracker.ts',
    'lib/client/tracking/tracker.ts',
    'lib/client/tracking/report-error.ts',
    'lib/client/tracking/identity.ts',
    'lib/client/user/user-info-store.ts',
    'components/home/missing-page-panel.tsx',
    'components/home/missing-page-lookup.ts',
    'components/layout/progress.ts',
  ])('does not reach %s statically', (file) => {
    expect(graph.modules).not.toContain(file);
  });

  it('has no server component importing next-intl (its client provider), nor ClientMessages', () => {
    expect([...graph.serverClientReferences.keys()]).toEqual([]);
    expect(graph.reached).not.toContain('components/providers/client-messages.tsx');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('toasts', () => {
  // The layout's <Toaster /> mounts sonner only once showToast has loaded it: a toast made with sonner's own `toast`
  // before that would never show.
  it('are made through components/layout/toaster (showToast), the one module that imports sonner', () => {
    const importers = ['app', 'components', 'lib', 'chains']
      .flatMap(sourceFiles)
      .filter((file) =>
        /from\s*['"]sonner['"]|import\(\s*['"]sonner['"]\s*\)/.test(readFileSync(path.join(ROOT, file), 'utf8')),
      );
    expect(importers).toEqual(['components/layout/toaster.tsx']);
  });
});
