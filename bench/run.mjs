#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. First the jest project `bench` (`bench/*.bench.ts`): the chain
// benchmarks on local chains and the soak of `next start` on both databases (bench/server-soak.bench.ts); then page
// weight — the JavaScript Chromium transfers (compressed, as served by `next start`) when it loads each page of the
// sitemap with a cold cache.
// Uses the existing production build (runs `next build` first when there is none, or one made without SITE_URL).
// `--pages-only` runs only the page weights, `--soak-only` only the soak.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { builtSiteUrl, LOCAL_SITE_URL, launchBrowser, startNext, stopNext } from '../scripts/harness.mjs';

/** Bytes of JavaScript on the wire (headers + compressed body) for one cold load of `url`. */
async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  let encodedTotal = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    scripts.set(event.requestId, headers['content-encoding'] ?? 'none');
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) encodedTotal += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const encodings = [...new Set(scripts.values())].join(',');
  await context.close();
  return { files: scripts.size, bytes: encodedTotal, encodings };
}

async function main() {
  // A production start needs the SITE_URL its build was made with (lib/server/production-config.ts).
  if (!existsSync('.next/BUILD_ID') || !builtSiteUrl()) {
    const env = { ...process.env, SITE_URL: process.env.SITE_URL || LOCAL_SITE_URL };
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!process.argv.includes('--pages-only')) {
    // Paths go before --selectProjects, which would take them for more project names.
    const only = process.argv.includes('--soak-only') ? ['bench/server-soak'] : [];
    const benches = spawnSync('npx', ['jest', ...only, '--selectProjects', 'bench', '--runInBand'], {
      stdio: 'inherit',
    });
    if (benches.status !== 0) process.exit(benches.status ?? 1);
    if (only.length > 0) return;
  }
  const server = await startNext({ stdio: 'ignore' });
  const browser = await launchBrowser();
  try {
    const { baseUrl } = server;
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const rows = [];
    for (const pathname of urls) rows.push({ pathname, ...(await measure(browser, `${baseUrl}${pathname}`)) });
    const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log('\nPage weight: JavaScript transferred on a cold load (Chromium, next start)\n');
    for (const row of rows) {
      console.log(
        `  ${row.pathname.padEnd(34)} ${kib(row.bytes).padStart(11)}  ${row.files} files  (${row.encodings})`,
      );
    }
    const home = rows.find((row) => row.pathname === '/en');
    const heaviest = rows.reduce((max, row) => (row.bytes > max.bytes ? row : max), rows[0]);
    console.log(`\n  /en: ${kib(home.bytes)}; heaviest: ${heaviest.pathname} ${kib(heaviest.bytes)}\n`);
  } finally {
    await browser.close();
    stopNext(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
