import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a tool page loads on a cold visit (issue 13 point 10: ≤ 350 KiB gzip before a wallet kit loads on connect),
 * read from the source like components/providers/every-page-bundle.test.ts reads the root layouts: the client modules a
 * page reaches through static imports and through next/dynamic (those parts render with the page, so they load with it
 * too), and the npm packages those import. Left out: an `import()` run by an action (papaparse on the first CSV file,
 * exceljs, a deployment), and the wallet kits, next/dynamic parts rendered on the first connect (or to reconnect an
 * earlier wallet), which is what this checks they stay.
 */
const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Loaded when a wallet is asked for, never with the page: wallet-adapter-react, wagmi + RainbowKit, TON Connect UI. */
const WALLET_KITS = [
  'components/wallet/solana/solana-wallet-kit.tsx',
  'components/tools/evm/send-token/wallet-bridge.tsx',
  'components/tools/evm/provider-wallet/provider-wallet-bridge.tsx',
  'components/wallet/ton/ton-connect-kit.tsx',
  'components/wallet/sui/sui-wallet-kit.ts',
  'components/tools/evm/approvals/wallet-bridge.tsx',
];

/** EVM modules without viem that other families share: BIP39 text checks and the registry's chain table. */
const VIEM_FREE_EVM_MODULES = new Set(['chains/evm/mnemonic.ts', 'chains/evm/chain-table.ts']);

const STATIC_IMPORT =
  /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
/** next/dynamic's loader: the part renders with the page (or when its condition holds), so its chunk loads then. */
const NEXT_DYNAMIC = /\bdynamic\(\s*(?:async\s*)?\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

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

function dynamicImports(source: string): string[] {
  return [...source.matchAll(NEXT_DYNAMIC)].map((match) => match[1]);
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

const isLocal = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('@/');

interface PageGraph {
  /** Client modules loaded with the page, relative to the root. */
  modules: Set<string>;
  /** npm specifiers (as imported: 'viem/accounts', 'zod/mini') → the client modules importing them. */
  packages: Map<string, Set<string>>;
  /** Modules the page reaches only through `import()` and leaves for later (the wallet kits). */
  deferred: Set<string>;
  /** Modules imported statically somewhere in the page's graph (a kit here would load with the page). */
  staticallyImported: Set<string>;
}

/** The client side of a page: static imports and `import()` alike, the wallet kits aside. */
function pageGraph(entry: string): PageGraph {
  const graph: PageGraph = {
    modules: new Set(),
    packages: new Map(),
    deferred: new Set(),
    staticallyImported: new Set(),
  };
  const visited = new Set<string>();
  const visit = (file: string, isClient: boolean) => {
    const source = readFileSync(file, 'utf8');
    const client = isClient || /^\s*['"]use client['"]/.test(source);
    const key = `${file}:${client}`;
    if (visited.has(key)) return;
    visited.add(key);
    const relative = path.relative(ROOT, file);
    if (client) graph.modules.add(relative);
    const follow = (specifier: string, isDynamic: boolean) => {
      if (!isLocal(specifier)) {
        if (client) graph.packages.set(specifier, new Set([...(graph.packages.get(specifier) ?? []), relative]));
        return;
      }
      const resolved = resolveLocal(file, specifier);
      if (!resolved) return;
      const target = path.relative(ROOT, resolved);
      if (!isDynamic) graph.staticallyImported.add(target);
      if (WALLET_KITS.includes(target)) {
        if (isDynamic) graph.deferred.add(target);
        else visit(resolved, client);
        return;
      }
      visit(resolved, client);
    };
    for (const specifier of staticImports(source)) follow(specifier, false);
    // A server module's import() is no client chunk.
    if (client) for (const specifier of dynamicImports(source)) follow(specifier, true);
  };
  visit(path.join(ROOT, entry), false);
  return graph;
}

function pageFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** Every page that is a tool (its page module builds on components/tools), desktop and /m. */
const TOOL_PAGES = pageFiles('app')
  .filter((file) => /@\/components\/tools\//.test(readFileSync(path.join(ROOT, file), 'utf8')))
  .sort();
const SOLANA_PAGES = TOOL_PAGES.filter((file) => file.includes('/solana/'));

const packageNames = (graph: PageGraph) => [...graph.packages.keys()];

/**
 * The TON pages, where chains/ton checks toncenter's (and TON Connect's) answers with zod (api.ts, account-states.ts,
 * get-method.ts) on every path (issue 16): only the TON family's own modules (the regexp) may bring it there; zod
 * anywhere else still fails.
 */
const TON_PAGES_WITH_ZOD = new Map<string, RegExp>([
  ['app/[locale]/(site)/ton/check-balance/page.tsx', /^chains\/ton\//],
  ['app/[locale]/(site)/check-balance/ton/page.tsx', /^chains\/ton\//],
  ['app/[locale]/(site)/ton/batch-collection-token/page.tsx', /^chains\/ton\//],
  ['app/[locale]/(site)/ton/batch-send-token/page.tsx', /^(chains|components\/(tools|wallet))\/ton\//],
  ['app/[locale]/(site)/ton/token/publish/page.tsx', /^(chains|components\/(tools|wallet))\/ton\//],
  ['app/[locale]/(site)/ton/token/manage/page.tsx', /^(chains|components\/(tools|wallet))\/ton\//],
]);

/** The page's modules importing a package that matches, but those of the TON family on the TON pages above. */
function importersOf(graph: PageGraph, matches: (name: string) => boolean, page?: string): string[] {
  const family = page === undefined ? undefined : TON_PAGES_WITH_ZOD.get(page);
  return [...graph.packages]
    .filter(([name]) => matches(name))
    .flatMap(([, files]) => [...files])
    .filter((file) => !family?.test(file));
}

describe('staticImports and dynamicImports', () => {
  it('keep value imports, drop type-only ones, and find the parts next/dynamic loads', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { Toast } from 'sonner';",
      "import { type A } from './types';",
      "export { e } from './reexport';",
      "const Kit = dynamic(() => import('./kit'), { ssr: false });",
      "const onFile = async () => (await import('./on-action')).parse();",
      "type Module = typeof import('./types-only');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['zod', './reexport']);
    expect(dynamicImports(source)).toEqual(['./kit']);
  });
});

describe('what a tool page loads before a wallet', () => {
  it('finds the tool pages and walks them (so the checks below are sound)', () => {
    expect(SOLANA_PAGES.length).toBeGreaterThanOrEqual(8);
    expect(TOOL_PAGES.length).toBeGreaterThan(SOLANA_PAGES.length);
    const send = pageGraph('app/[locale]/(site)/solana/batch/send/page.tsx');
    expect(send.packages.has('@solana/web3.js')).toBe(true);
    expect(send.deferred).toContain('components/wallet/solana/solana-wallet-kit.tsx');
    expect(pageGraph('app/[locale]/(site)/batch/send-token/page.tsx').deferred).toContain(
      'components/tools/evm/send-token/wallet-bridge.tsx',
    );
    for (const page of ['transaction', 'metamask/helper']) {
      expect(pageGraph(`app/[locale]/(site)/${page}/page.tsx`).deferred).toContain(
        'components/tools/evm/provider-wallet/provider-wallet-bridge.tsx',
      );
    }
  });

  // The wallet kits: wallet-adapter-react (with the Mobile Wallet Adapter and its QR code), wagmi and RainbowKit,
  // TON Connect UI.
  it.each(TOOL_PAGES)('%s loads no wallet kit with the page', (page) => {
    const graph = pageGraph(page);
    const kits = packageNames(graph).filter((name) =>
      /^(@solana\/wallet-adapter-react|@solana-mobile\/|wagmi|@rainbow-me\/rainbowkit|qrcode|@tonconnect\/|@mysten\/dapp-kit|@mysten\/slush-wallet|@mysten\/wallet-standard)/.test(
        name,
      ),
    );
    expect(kits).toEqual([]);
    expect(WALLET_KITS.filter((kit) => graph.staticallyImported.has(kit))).toEqual([]);
  });

  // zod (≈ 25 KiB gzip, even zod/mini: the bundler keeps its whole core) stays on the server; the batch engine's
  // stored jobs, the key tools' attempt logs and the Tron tools' TronGrid answers (chains/tron/answer-shape.ts) are
  // checked by hand. (The TON pages' chain modules still parse with zod: TON_PAGES_WITH_ZOD.)
  it.each(TOOL_PAGES)('%s loads no zod (TON pages: outside the TON family)', (page) => {
    expect(importersOf(pageGraph(page), (name) => name === 'zod' || name.startsWith('zod/'), page)).toEqual([]);
  });

  // papaparse (≈ 6.5 KiB gzip) loads with the first CSV file (lib/batch/csv-input); exports are written by lib/batch/csv.
  it.each(TOOL_PAGES)('%s loads no papaparse', (page) => {
    expect(importersOf(pageGraph(page), (name) => name === 'papaparse')).toEqual([]);
  });

  // The route catalogue (≈ 24 KiB gzip of SEO copy) stays on the server: a tool's links are built there or written out.
  it.each(TOOL_PAGES)('%s loads no route catalogue', (page) => {
    expect(pageGraph(page).modules.has('lib/catalog/catalog.ts')).toBe(false);
  });

  // check-balance/evm is served by check-balance/[chain]; Tron's checker has its own route (check-balance/tron), so the
  // EVM checker loads no Tron module (it shipped both, zod with the Tron one: 367 KiB gzip before the split).
  it('check-balance/[chain] (the EVM checker) loads no Tron or TON module', () => {
    const graph = pageGraph('app/[locale]/(site)/check-balance/[chain]/page.tsx');
    expect(graph.modules.has('components/tools/evm/check-balance/check-balance-view.tsx')).toBe(true);
    expect(
      [...graph.modules].filter((file) => /^(chains|components\/(tools|wallet))\/(tron|ton)\//.test(file)),
    ).toEqual([]);
  });

  // Bitcoin's and Dogecoin's checkers have their own routes (check-balance/btc, check-balance/doge): they read through our
  // relay with fetch and derive extended keys with @scure/bip32 + @scure/btc-signer, no viem nor any other family's
  // code; the other checkers load none of theirs.
  it.each(['app/[locale]/(site)/check-balance/btc/page.tsx', 'app/[locale]/(site)/check-balance/doge/page.tsx'])(
    '%s (the UTXO checker) loads no viem and no other chain family',
    (page) => {
      const graph = pageGraph(page);
      expect(graph.modules.has('components/tools/utxo/check-balance/utxo-check-balance-view.tsx')).toBe(true);
      expect(
        packageNames(graph).filter((name) => /^(@mysten\/|viem|wagmi|tronweb|@ton\/|@solana\/)/.test(name)),
      ).toEqual([]);
      expect(
        [...graph.modules].filter(
          (file) =>
            /^(chains|components\/(tools|wallet))\/(evm|tron|ton|sui|solana)\//.test(file) &&
            !VIEM_FREE_EVM_MODULES.has(file),
        ),
      ).toEqual([]);
    },
  );

  it.each([
    'app/[locale]/(site)/check-balance/[chain]/page.tsx',
    'app/[locale]/(site)/check-balance/tron/page.tsx',
    'app/[locale]/(site)/check-balance/sui/page.tsx',
  ])('%s loads no UTXO module', (page) => {
    const graph = pageGraph(page);
    expect([...graph.modules].filter((file) => /^(chains|components\/tools)\/utxo\//.test(file))).toEqual([]);
  });

  // Sui's checker has its own routes (sui/check-balance, check-balance/sui): the other checkers load no Sui module, and
  // the Sui checker reads balances with fetch (chains/sui/graphql.ts), neither @mysten/sui nor viem nor EVM code.
  it.each([
    'app/[locale]/(site)/check-balance/[chain]/page.tsx',
    'app/[locale]/(site)/check-balance/tron/page.tsx',
    'app/[locale]/(site)/tron/check-balance/page.tsx',
  ])('%s loads no Sui module', (page) => {
    const graph = pageGraph(page);
    expect([...graph.modules].filter((file) => /^(chains|components\/(tools|wallet))\/sui\//.test(file))).toEqual([]);
  });

  it.each(['app/[locale]/(site)/sui/check-balance/page.tsx', 'app/[locale]/(site)/check-balance/sui/page.tsx'])(
    '%s (the Sui checker) loads no @mysten/sui, no viem and no EVM chain module',
    (page) => {
      const graph = pageGraph(page);
      expect(graph.modules.has('components/tools/sui/check-balance/sui-check-balance-view.tsx')).toBe(true);
      expect(packageNames(graph).filter((name) => /^(@mysten\/|viem|@scure\/bip32|wagmi)/.test(name))).toEqual([]);
      expect(
        [...graph.modules].filter((file) => file.startsWith('chains/evm/') && !VIEM_FREE_EVM_MODULES.has(file)),
      ).toEqual([]);
    },
  );

  // The Sui batch sender builds PTBs with @mysten/sui in the page; its wallet kit (@mysten/dapp-kit-react) is imported
  // by use-sui-wallet.ts only when the user connects (or a signature is asked with no wallet connected).
  it('sui/batch-send-token loads its Sui modules, not the Sui wallet kit, viem or EVM chain code', () => {
    const graph = pageGraph('app/[locale]/(site)/sui/batch-send-token/page.tsx');
    expect(graph.modules.has('components/tools/sui/batch-send/sui-send-view.tsx')).toBe(true);
    expect(graph.modules.has('components/wallet/sui/use-sui-wallet.ts')).toBe(true);
    expect(graph.modules.has('components/wallet/sui/sui-wallet-kit.ts')).toBe(false);
    expect(
      packageNames(graph).filter((name) => /^(@mysten\/(dapp-kit|slush|wallet-standard)|viem|wagmi)/.test(name)),
    ).toEqual([]);
  });

  // The Sui collection's key modules (key-lines.ts: @mysten/sui's cryptography, ≈ 450 KiB gzip) load once keys are
  // typed, its PTB builder, signing and sending (engine.ts) on the first review: neither with the page. Nothing of
  // another family's wallet or chain code: no viem, no wagmi, no EVM module but the BIP39 word list.
  it('app/[locale]/(site)/sui/batch-collection-token/page.tsx loads no @mysten/sui, no viem, no EVM module', () => {
    const graph = pageGraph('app/[locale]/(site)/sui/batch-collection-token/page.tsx');
    expect(graph.modules.has('components/tools/sui/collection/sui-collection-view.tsx')).toBe(true);
    expect(packageNames(graph).filter((name) => name.startsWith('@mysten/'))).toEqual([]);
    expect(graph.modules.has('components/tools/sui/collection/engine.ts')).toBe(false);
    expect(graph.modules.has('components/tools/sui/collection/key-lines.ts')).toBe(false);
    expect(packageNames(graph).filter((name) => /^(viem|@scure\/bip32|wagmi)(\/|$)/.test(name))).toEqual([]);
    expect(
      [...graph.modules].filter((file) => file.startsWith('chains/evm/') && !VIEM_FREE_EVM_MODULES.has(file)),
    ).toEqual([]);
  });

  // The Sui coin pages build their PTBs with @mysten/sui in the page; the template's wasm (@mysten/move-bytecode-template,
  // ≈ 320 KB) is import()ed by chains/sui/token/template.ts on the first review, the wallet kit on connect.
  it.each([
    ['app/[locale]/(site)/sui/token/publish/page.tsx', 'components/tools/sui/token-publish/sui-token-publish-view.tsx'],
    ['app/[locale]/(site)/sui/token/manage/page.tsx', 'components/tools/sui/token-manage/sui-token-manage-view.tsx'],
  ])('%s loads its view, not the template wasm, the Sui wallet kit, viem or EVM code', (page, view) => {
    const graph = pageGraph(page);
    expect(graph.modules.has(view)).toBe(true);
    expect(graph.modules.has('components/wallet/sui/sui-wallet-kit.ts')).toBe(false);
    expect(
      packageNames(graph).filter((name) =>
        /^(@mysten\/(dapp-kit|slush|wallet-standard|move-bytecode-template)|viem|wagmi)/.test(name),
      ),
    ).toEqual([]);
    expect(
      [...graph.modules].filter((file) => file.startsWith('chains/evm/') && !VIEM_FREE_EVM_MODULES.has(file)),
    ).toEqual([]);
  });

  // The EVM modules a Solana page may share: BIP39 text checks (Solana keys use the same list) and the registry's data.
  const VIEM_FREE_EVM = VIEM_FREE_EVM_MODULES;

  // Solana pages carry no EVM code: viem (≈ 110 KiB gzip) and BIP32 derivation stay on the EVM tools.
  it.each(SOLANA_PAGES)('%s loads no viem and no EVM chain module', (page) => {
    const graph = pageGraph(page);
    expect(packageNames(graph).filter((name) => /^(viem|@scure\/bip32|wagmi)(\/|$)/.test(name))).toEqual([]);
    expect([...graph.modules].filter((file) => file.startsWith('chains/evm/') && !VIEM_FREE_EVM.has(file))).toEqual([]);
  });
  // Aptos's checker has its own routes (aptos/check-balance, check-balance/aptos): the other checkers load no Aptos
  // module, and it reads balances with fetch (chains/aptos/api.ts), none of @aptos-labs/*, viem or EVM code.
  it.each([
    'app/[locale]/(site)/check-balance/[chain]/page.tsx',
    'app/[locale]/(site)/check-balance/sui/page.tsx',
    'app/[locale]/(site)/sui/check-balance/page.tsx',
  ])('%s loads no Aptos module', (page) => {
    const graph = pageGraph(page);
    expect([...graph.modules].filter((file) => /^(chains|components\/(tools|wallet))\/aptos\//.test(file))).toEqual([]);
  });

  it.each(['app/[locale]/(site)/aptos/check-balance/page.tsx', 'app/[locale]/(site)/check-balance/aptos/page.tsx'])(
    '%s (the Aptos checker) loads no @aptos-labs package, no viem and no EVM chain module',
    (page) => {
      const graph = pageGraph(page);
      expect(graph.modules.has('components/tools/aptos/check-balance/aptos-check-balance-view.tsx')).toBe(true);
      expect(packageNames(graph).filter((name) => /^(@aptos-labs\/|@mysten\/|viem|wagmi)/.test(name))).toEqual([]);
      expect(
        [...graph.modules].filter((file) => file.startsWith('chains/evm/') && !VIEM_FREE_EVM_MODULES.has(file)),
      ).toEqual([]);
    },
  );
  // The Aptos batch sender builds transactions with @aptos-labs/ts-sdk in the page and speaks to AIP-62 wallets
  // through the Wallet Standard (components/wallet/aptos): no other family's kit, no viem, no EVM chain code; and no
  // other tool page loads the Aptos wallet.
  it('aptos/batch-send-token loads its Aptos modules and wallet, no other wallet kit, viem or EVM chain code', () => {
    const graph = pageGraph('app/[locale]/(site)/aptos/batch-send-token/page.tsx');
    expect(graph.modules.has('components/tools/aptos/batch-send/aptos-send-view.tsx')).toBe(true);
    expect(graph.modules.has('components/wallet/aptos/use-aptos-wallet.ts')).toBe(true);
    expect(packageNames(graph).filter((name) => /^(@mysten\/|viem|wagmi|@solana\/|@tonconnect\/)/.test(name))).toEqual(
      [],
    );
    expect(
      [...graph.modules].filter((file) => file.startsWith('chains/evm/') && !VIEM_FREE_EVM_MODULES.has(file)),
    ).toEqual([]);
  });

  // The Aptos collection signs with pasted keys, no wallet: its key modules (key-lines.ts, the SDK's ed25519) load once
  // keys are typed and its builder and sender (engine.ts, @aptos-labs/ts-sdk) on the first review, neither with the page;
  // no Aptos wallet, no other family's kit, no viem, no EVM chain code but the BIP39 word list.
  it('aptos/batch-collection-token loads neither the SDK nor a wallet with the page, no viem or EVM chain code', () => {
    const graph = pageGraph('app/[locale]/(site)/aptos/batch-collection-token/page.tsx');
    expect(graph.modules.has('components/tools/aptos/collection/aptos-collection-view.tsx')).toBe(true);
    expect(graph.modules.has('components/tools/aptos/collection/engine.ts')).toBe(false);
    expect(graph.modules.has('components/tools/aptos/collection/key-lines.ts')).toBe(false);
    expect([...graph.modules].filter((file) => file.startsWith('components/wallet/'))).toEqual([]);
    expect(
      packageNames(graph).filter((name) => /^(@aptos-labs\/|@mysten\/|viem|wagmi|@solana\/|@tonconnect\/)/.test(name)),
    ).toEqual([]);
    expect(
      [...graph.modules].filter((file) => file.startsWith('chains/evm/') && !VIEM_FREE_EVM_MODULES.has(file)),
    ).toEqual([]);
  });

  it.each(TOOL_PAGES.filter((page) => !page.includes('/aptos/')))('%s loads no Aptos wallet', (page) => {
    const graph = pageGraph(page);
    expect([...graph.modules].filter((file) => file.startsWith('components/wallet/aptos/'))).toEqual([]);
    expect(packageNames(graph).filter((name) => name.startsWith('@aptos-labs/wallet'))).toEqual([]);
  });
});
