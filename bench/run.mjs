#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. Page weight — the JavaScript Chromium transfers
// (compressed, as served by `next start`) when it loads each page of the sitemap with a cold cache.
// Uses the existing production build (runs `next build` first when there is none).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((candidate) => existsSync(candidate));
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitUntilUp(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

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
    if (event.type === 'Script') scripts.set(event.requestId, event.response.headers['content-encoding'] ?? 'none');
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
  if (!existsSync('.next/BUILD_ID')) spawnSync('npx', ['next', 'build'], { stdio: 'inherit' });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chainkit-bench-'));
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: baseUrl, DATABASE_URL: '' },
      stdio: 'ignore',
    },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    await waitUntilUp(`${baseUrl}/api/health`);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const rows = [];
    for (const pathname of urls) rows.push({ pathname, ...(await measure(browser, `${baseUrl}${pathname}`)) });
    const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log('\nPage weight: JavaScript transferred on a cold load (Chromium, next start)\n');
    for (const row of rows)
      console.log(
        `  ${row.pathname.padEnd(34)} ${kib(row.bytes).padStart(11)}  ${row.files} files  (${row.encodings})`,
      );
    const home = rows.find((row) => row.pathname === '/en');
    const heaviest = rows.reduce((max, row) => (row.bytes > max.bytes ? row : max), rows[0]);
    console.log(`\n  /en: ${kib(home.bytes)}; heaviest: ${heaviest.pathname} ${kib(heaviest.bytes)}\n`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
