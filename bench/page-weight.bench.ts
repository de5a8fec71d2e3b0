import type { Browser } from 'playwright-core';
import { LOCALES } from '@/lib/i18n/config';
import { launchBrowser, type RunningNext, startNext, stopNext } from '../scripts/harness.mjs';
import { servedPagePaths } from '../test/site-traffic';

/**
 * Page weight (issue 13 point 10): the JavaScript Chromium transfers — gzip as `next start` serves it — when it loads each served page, in both locales and under /m, with a cold cache in a fresh browser
 * context, until the network is idle (so the chunks a page fetches right after hydration count too). Prints one row
 * per page against its budget: the JavaScript itself (the gzip bodies, what the budget is about) and, beside it, the
 * same responses with their HTTP headers (≈ 0.55 KiB a file: security headers, cache and content-type). Asserts nothing about the figures: `npm run bench` prints, the README keeps the table.
 */
const KIB = 1024;

/** The home pages a first visitor lands on; every other page (tools, account, VIP) gets the larger budget. */
const HOME_PATHS: ReadonlySet<string> = new Set(['/m/', ...LOCALES.map((locale) => `/${locale}`)]);
const HOME_BUDGET_KIB = 150;
const PAGE_BUDGET_KIB = 350;

function budgetKib(pathname: string): number {
  return HOME_PATHS.has(pathname) ? HOME_BUDGET_KIB : PAGE_BUDGET_KIB;
}

interface Weight {
  pathname: string;
  status: number;
  files: number;
  /** Gzip bodies of the JavaScript responses. */
  bytes: number;
  /** The same responses as transferred, headers included. */
  wireBytes: number;
  encodings: string;
}

async function measure(browser: Browser, baseUrl: string, pathname: string): Promise<Weight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const encodings = new Map<string, string>();
    let bytes = 0;
    let wireBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const header = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
      encodings.set(event.requestId, header ? String(header[1]) : 'none');
    });
    cdp.on('Network.dataReceived', (event) => {
      if (encodings.has(event.requestId)) bytes += event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (encodings.has(event.requestId)) wireBytes += event.encodedDataLength;
    });
    const response = await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
    return {
      pathname,
      status: response?.status() ?? 0,
      files: encodings.size,
      bytes,
      wireBytes,
      encodings: [...new Set(encodings.values())].join(','),
    };
  } finally {
    await context.close();
  }
}

function table(weights: Weight[]): string {
  const rows = weights.map((weight) => {
    const kib = weight.bytes / KIB;
    const budget = budgetKib(weight.pathname);
    const wire = (weight.wireBytes / KIB).toFixed(1);
    return [weight.pathname, kib.toFixed(1), wire, String(budget), kib <= budget ? 'ok' : 'over'];
  });
  const header = ['page', 'JS KiB (gzip)', 'with headers', 'budget KiB', ''];
  const widths = header.map((title, column) => Math.max(title.length, 3, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 || column === 4 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 || column === 4 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

describe('page weight: JavaScript on a cold load', () => {
  let server: RunningNext;
  let browser: Browser;

  beforeAll(async () => {
    server = await startNext({ stdio: 'ignore' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (server) stopNext(server);
  });

  it('prints every served page against its budget', async () => {
    const weights: Weight[] = [];
    // PAGE_WEIGHT_ONLY=/ton/ measures only the pages whose path contains it (a quick look at one family's pages).
    const only = process.env.PAGE_WEIGHT_ONLY;
    const paths = servedPagePaths(LOCALES).filter((pathname) => !only || pathname.includes(only));
    for (const pathname of paths) weights.push(await measure(browser, server.baseUrl, pathname));
    const over = weights.filter((weight) => weight.bytes / KIB > budgetKib(weight.pathname));
    const encodings = [...new Set(weights.flatMap((weight) => weight.encodings.split(',')))].join(', ');
    const notOk = weights
      .filter((weight) => weight.status !== 200)
      .map((weight) => `${weight.pathname} ${weight.status}`);
    console.log(
      `\nPage weight: JavaScript transferred on a cold load (Chromium, next start, content-encoding: ${encodings}); ` +
        `budget ${HOME_BUDGET_KIB} KiB for ${[...HOME_PATHS].join(', ')}, ${PAGE_BUDGET_KIB} KiB for every other page\n\n` +
        `${table(weights)}\n\n${weights.length - over.length} of ${weights.length} pages within budget` +
        `${notOk.length > 0 ? `; not 200: ${notOk.join(', ')}` : ''}\n`,
    );
    expect(weights.length).toBeGreaterThan(0);
  }, 1_800_000);
});
