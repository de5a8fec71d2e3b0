import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where global setup tells the test files which server to talk to. */
export const SERVER_INFO_FILE = path.join(__dirname, '.artifacts', 'server.json');

export interface ServerInfo {
  baseUrl: string;
  pid: number;
  dataDir: string;
}

export function freePort(): Promise<number> {
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

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not answer on ${baseUrl} within ${timeoutMs} ms`);
}

/** Starts `next start` on the existing build, on a free port, with its own empty embedded database. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ info: ServerInfo; child: ChildProcess }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chainkit-e2e-'));
  const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: baseUrl, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(baseUrl, child, 60_000);
  return { info: { baseUrl, pid: child.pid ?? 0, dataDir }, child };
}

export function writeServerInfo(info: ServerInfo): void {
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));
}

export function readServerInfo(): ServerInfo {
  return JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo;
}
