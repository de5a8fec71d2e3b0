// Shared by the e2e tests and the benchmarks: Chromium (the machine's, otherwise the one shipped in the npm package
// `@sparticuz/chromium`) and a `next start` on a free port with its own empty embedded database. Plain JavaScript so
// `npm run bench` runs it without a TypeScript step.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';

/** The machine's Chromium; the /usr/bin wrapper prints a harmless shell error, so the binary comes first. */
const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/**
 * Without the background-networking flags Chromium keeps trying hosts this machine cannot reach. The npm Chromium gets
 * these too, not its package's own `chromium.args`: their `--single-process` and `--no-zygote` crash the browser at
 * its second context, and their `--disable-web-security` would defeat what the security tests check.
 */
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

/**
 * Runs in a child Node whose TMPDIR is a staging folder, because the package is ESM only (jest's module system cannot
 * load it) and inflates into the temp folder: the browser, its fonts and SwiftShader, then the NSS and expat libraries
 * the browser links against (built for Amazon Linux 2023, they need only glibc), so no system library is needed.
 */
const UNPACK_NPM_CHROMIUM = `
import chromium, { inflate } from '@sparticuz/chromium';
await chromium.executablePath();
await inflate(process.argv[1]);
`;

function fontsConfig(dir) {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}/fonts</dir>
  <cachedir>${dir}/fonts-cache</cachedir>
</fontconfig>
`;
}

/**
 * The npm Chromium, unpacked once per machine and user into the temp folder (≈ 3 s). The unpacking happens in a
 * staging folder renamed into place when complete, so parallel test workers and runs never see half a browser.
 */
async function npmChromium() {
  const packageDir = path.join(process.cwd(), 'node_modules', '@sparticuz', 'chromium');
  const packageFile = path.join(packageDir, 'package.json');
  if (!existsSync(packageFile)) {
    throw new Error(
      'Chromium not found: no system Chromium and no @sparticuz/chromium (run npm install), or set CHROMIUM_PATH',
    );
  }
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8'));
  const dir = path.join(tmpdir(), `chainkit-chromium-${version}-${process.getuid?.() ?? 'user'}`);
  const executablePath = path.join(dir, 'chromium');
  if (!existsSync(executablePath)) {
    const staging = mkdtempSync(`${dir}.partial-`);
    try {
      const al2023Libraries = path.join(packageDir, 'bin', 'al2023.tar.br');
      await promisify(execFile)(process.execPath, ['--input-type=module', '-e', UNPACK_NPM_CHROMIUM, al2023Libraries], {
        env: { ...process.env, TMPDIR: staging },
      });
      writeFileSync(path.join(staging, 'fonts.conf'), fontsConfig(dir));
      try {
        renameSync(staging, dir);
      } catch (error) {
        // Another worker finished first: use its copy.
        if (!existsSync(executablePath)) throw error;
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const libraryPath = [path.join(dir, 'al2023', 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return { executablePath, env: { LD_LIBRARY_PATH: libraryPath, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') } };
}

/** CHROMIUM_PATH, else the machine's Chromium, else the npm one (with the environment it needs). */
async function findChromium() {
  const systemPath = process.env.CHROMIUM_PATH || CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
  return systemPath ? { executablePath: systemPath } : npmChromium();
}

export async function chromiumPath() {
  return (await findChromium()).executablePath;
}

export async function launchBrowser() {
  const { executablePath, env } = await findChromium();
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, ...(env ? { env: { ...process.env, ...env } } : {}) });
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

/**
 * The SITE_URL a build for tests is made with when none is given. Servers of that build run on any port with this
 * SITE_URL: a production start refuses one that differs from the build's (lib/server/production-config.ts), and the
 * pages' absolute links need not name the port they are fetched from.
 */
export const LOCAL_SITE_URL = 'http://127.0.0.1:3000';

/** The SITE_URL the existing build was made with (next.config.ts records it), '' when none. */
export function builtSiteUrl() {
  const serverFiles = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'required-server-files.json'), 'utf8'));
  return serverFiles.config?.env?.CHAINKIT_BUILD_SITE_URL ?? '';
}

/**
 * Starts `next start` on the existing build, on a free port, with its own empty embedded database. `nodeArgs` go to
 * the server's Node (e.g. `--inspect=127.0.0.1:PORT` for the memory test).
 */
export async function startNext({ env = {}, stdio = 'inherit', nodeArgs = [] } = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chainkit-'));
  const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const siteUrl = builtSiteUrl() || LOCAL_SITE_URL;
  const child = spawn(process.execPath, [...nodeArgs, nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: siteUrl, DATABASE_URL: '', ...env },
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
