import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, type RunningNext, startNext, stopNext } from '../scripts/harness.mjs';

/**
 * Vanity addresses (issue 20 point 4): EVM addresses checked per second in Chromium, by the vanity-address page itself
 * (its Web Workers and WebAssembly kernel, driven through the form: 1 thread, then one per logical core), beside a
 * reference written the way vanity-eth.tk works (a fresh random key per candidate through @noble/curves' secp256k1
 * and @noble/hashes' keccak, as text; for Tron also sha256 twice and base58check), 1 worker and one per core, in the
 * same browser. Tron rows: the tron/vanity-address page with a suffix (the checksum on every key) or a prefix. The pattern can never be met
 * in the time (18 nibbles), so every run does the same work. Prints a table; asserts nothing about the figures.
 * VANITY_BENCH_SECONDS sets the measured window of each run (default 10 s, after 2 s of warm-up).
 */
const SECONDS = Number(process.env.VANITY_BENCH_SECONDS ?? 10);
const WARMUP_MS = 2000;
const NEVER = 'ffffffffffffffffff';
// Tron: a suffix makes every key pay the double SHA-256 checksum (the slower case); a prefix needs none.
const TRON_NEVER_SUFFIX = 'zzzzzzzzzz';
const TRON_NEVER_PREFIX = 'Rzzzzzzzzzz';

type Mode = 'key' | 'create2' | 'tron-suffix' | 'tron-prefix';
const MODES: Record<Mode, string> = {
  key: 'EVM account (private key), case-insensitive',
  create2: 'EVM contract (CREATE2 salt), case-insensitive',
  'tron-suffix': 'Tron account (private key), suffix (base58check)',
  'tron-prefix': 'Tron account (private key), prefix',
};

interface Figure {
  mode: Mode;
  workers: number;
  ours: number;
  reference: number;
}

async function waitForChange(page: Page, previous: string): Promise<{ text: string; at: number }> {
  for (;;) {
    const text = (await page.textContent('[data-testid="vanity-checked"]')) ?? '';
    if (text !== previous) return { text, at: Date.now() };
    await page.waitForTimeout(10);
  }
}

const count = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/** The page's own generator: the checked-keys counter read on two of its 1-second ticks, SECONDS apart. */
async function ours(page: Page, baseUrl: string, mode: Mode, threads: number): Promise<number> {
  if (mode === 'tron-suffix' || mode === 'tron-prefix') {
    await page.goto(`${baseUrl}/en/tron/vanity-address`, { waitUntil: 'networkidle' });
    if (mode === 'tron-suffix') await page.fill('#tron-vanity-suffix', TRON_NEVER_SUFFIX);
    else await page.fill('#tron-vanity-prefix', TRON_NEVER_PREFIX);
    await page.fill('#tron-vanity-threads', String(threads));
  } else {
    await page.goto(`${baseUrl}/en/vanity-address`, { waitUntil: 'networkidle' });
    if (mode === 'create2') {
      await page.getByLabel(/A contract address/).check();
      await page.fill('#vanity-init-hash', `0x${'ab'.repeat(32)}`);
    }
    await page.fill('#vanity-prefix', NEVER);
    await page.fill('#vanity-threads', String(threads));
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForSelector('[data-testid="vanity-checked"]');
  await page.waitForTimeout(WARMUP_MS);
  const first = await waitForChange(page, (await page.textContent('[data-testid="vanity-checked"]')) ?? '');
  await page.waitForTimeout(SECONDS * 1000 - 500);
  const last = await waitForChange(page, (await page.textContent('[data-testid="vanity-checked"]')) ?? '');
  await page.getByRole('button', { name: 'Stop' }).click();
  return (count(last.text) - count(first.text)) / ((last.at - first.at) / 1000);
}

/** The reference, as Blob workers in the same page: each runs WARMUP_MS, then counts candidates for SECONDS. */
async function reference(page: Page, code: string, mode: Mode, workers: number): Promise<number> {
  return page.evaluate(
    async ({ code, mode, workers, warmupMs, ms, prefix, suffix }) => {
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      const runs = Array.from({ length: workers }, () => {
        const worker = new Worker(url);
        return new Promise<number>((resolve) => {
          worker.onmessage = (event: MessageEvent<{ count: number; seconds: number }>) => {
            worker.terminate();
            resolve(event.data.count / event.data.seconds);
          };
          worker.postMessage({ mode, warmupMs, ms, prefix, suffix });
        });
      });
      const rates = await Promise.all(runs);
      URL.revokeObjectURL(url);
      return rates.reduce((sum, rate) => sum + rate, 0);
    },
    {
      code,
      mode,
      workers,
      warmupMs: WARMUP_MS,
      ms: SECONDS * 1000,
      prefix: mode === 'tron-prefix' ? `T${TRON_NEVER_PREFIX}` : mode === 'tron-suffix' ? '' : NEVER,
      suffix: mode === 'tron-suffix' ? TRON_NEVER_SUFFIX : '',
    },
  );
}

describe('vanity addresses: keys per second in Chromium', () => {
  let server: RunningNext;
  let browser: Browser;
  let referenceCode: string;

  beforeAll(async () => {
    const bundled = await build({
      entryPoints: [path.join(__dirname, 'vanity-reference.worker.ts')],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2022',
    });
    referenceCode = bundled.outputFiles[0].text;
    server = await startNext({ stdio: 'ignore' });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (server) stopNext(server);
  });

  it('prints ours and the reference, 1 worker and one per logical core', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/vanity-address`, { waitUntil: 'networkidle' });
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const figures: Figure[] = [];
    for (const mode of ['key', 'create2', 'tron-suffix', 'tron-prefix'] as const) {
      for (const workers of [1, cores]) {
        figures.push({
          mode,
          workers,
          ours: await ours(page, server.baseUrl, mode, workers),
          reference: await reference(page, referenceCode, mode, workers),
        });
      }
    }
    await context.close();
    const number = (value: number) => Math.round(value).toLocaleString('en');
    const rows = figures.map(
      (figure) =>
        `| ${MODES[figure.mode]} | ${figure.workers} | ${number(figure.ours)} | ${number(figure.reference)} | ` +
        `${(figure.ours / figure.reference).toFixed(1)}× | ${number(figure.ours / figure.workers)} |`,
    );
    console.log(
      `\nVanity addresses per second in Chromium (navigator.hardwareConcurrency = ${cores}; ${SECONDS} s windows after ${WARMUP_MS / 1000} s warm-up)\n\n` +
        '| mode | workers | Chainkit (addresses/s) | reference (addresses/s) | ratio | Chainkit per worker |\n' +
        '| --- | ---: | ---: | ---: | ---: | ---: |\n' +
        `${rows.join('\n')}\n`,
    );
    expect(figures.every((figure) => figure.ours > 0 && figure.reference > 0)).toBe(true);
  }, 900_000);
});
