import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real regtest node for the Bitcoin / Dogecoin tests: Debian's litecoind 0.21 (Bitcoin Core 0.21's code, its RPC
 * and script rules; no Bitcoin or Dogecoin daemon is packaged for npm or Debian here). Output scripts are the same
 * bytes on all three chains, so the tests pay Bitcoin- and Dogecoin-shaped addresses by their scriptPubKey and the
 * indexer (./indexer.ts) answers by script. Missing binary: installed with apt when we are root, otherwise the run
 * fails with the command to type — it never skips.
 */

export const LITECOIND = '/usr/lib/litecoin/litecoind';
export const INSTALL_COMMAND = 'apt-get install -y litecoind';

function ensureLitecoind(): void {
  if (existsSync(LITECOIND)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    let result = spawnSync('apt-get', ['install', '-y', 'litecoind'], { stdio: 'pipe', timeout: 300_000 });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'pipe', timeout: 300_000 });
      result = spawnSync('apt-get', ['install', '-y', 'litecoind'], { stdio: 'pipe', timeout: 300_000 });
    }
    if (existsSync(LITECOIND)) return;
    throw new Error(`The UTXO tests need a regtest node: "${INSTALL_COMMAND}" failed:\n${result.stderr}`);
  }
  throw new Error(
    `The UTXO tests need a regtest node (${LITECOIND}). Install it: sudo ${INSTALL_COMMAND} (Debian/Ubuntu), then run the tests again.`,
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RegtestNode {
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
  /** RPC calls made, by method (the indexer's cost). */
  calls: Map<string, number>;
}

export async function startRegtestNode(): Promise<RegtestNode> {
  ensureLitecoind();
  const dataDir = mkdtempSync(join(tmpdir(), 'chainkit-regtest-'));
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const password = `pw${Math.random().toString(36).slice(2)}`;
  writeFileSync(
    join(dataDir, 'litecoin.conf'),
    [
      'regtest=1',
      'server=1',
      'txindex=1',
      'fallbackfee=0.0002',
      // Litecoin's dust threshold is ten times Bitcoin's: the fixtures pay small, distinct amounts.
      'dustrelayfee=0.00000001',
      'listen=0',
      'dnsseed=0',
      'upnp=0',
      'printtoconsole=0',
      '[regtest]',
      'rpcuser=chainkit',
      `rpcpassword=${password}`,
      `rpcport=${rpcPort}`,
      `port=${p2pPort}`,
      'rpcbind=127.0.0.1',
      'rpcallowip=127.0.0.1',
      'rpcworkqueue=64',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(LITECOIND, [`-datadir=${dataDir}`], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const auth = `Basic ${Buffer.from(`chainkit:${password}`).toString('base64')}`;
  const calls = new Map<string, number>();
  let id = 0;
  async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
    calls.set(method, (calls.get(method) ?? 0) + 1);
    id += 1;
    const response = await fetch(`http://127.0.0.1:${rpcPort}/`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '1.0', id, method, params }),
    });
    const body = (await response.json()) as { result: T; error: { message: string } | null };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`${LITECOIND} exited at start`);
    try {
      await rpc('getblockchaininfo');
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  calls.clear();
  return {
    rpc,
    calls,
    async stop() {
      if (!exited) {
        const stopped = new Promise((resolve) => child.once('exit', resolve));
        await rpc('stop').catch(() => child.kill('SIGTERM'));
        await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
