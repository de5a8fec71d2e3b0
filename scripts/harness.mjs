// Shared by the e2e tests and the benchmarks: Debian's Chromium and a `next start` on a free port with its own
// empty embedded database. Plain JavaScript so `npm run bench` runs it without a TypeScript step.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** The /usr/bin wrapper prints a harmless shell error, so the binary comes first. */
const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** Without the background-networking flags Chromium keeps trying hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  const found = process.env.CHROMIUM_PATH ?? CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not answer on ${baseUrl} within ${timeoutMs} ms`);
}

/** Starts `next start` on the existing build, on a free port, with its own empty embedded database. */
export async function startNext({ env = {}, stdio = 'inherit' } = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chainkit-'));
  const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: baseUrl, DATABASE_URL: '', ...env },
    stdio: ['ignore', stdio, stdio],
  });
  await waitUntilUp(baseUrl, child, 60_000);
  return { baseUrl, pid: child.pid ?? 0, dataDir };
}

/** Stops a server started by startNext and removes its data. */
export function stopNext({ pid, dataDir }) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Stops a helper process started for the run (anvil) by its id; one already gone is fine. */
export function stopProcess(pid) {
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
