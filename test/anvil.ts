import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

// Test support only: a throwaway local EVM chain from the `@foundry-rs/anvil` npm package (no download at run time).

export interface AnvilOptions {
  /** EIP-155 chain id of the local chain; anvil's own default is 31337. */
  chainId?: number;
  /** How long to wait for the first `eth_chainId` answer. */
  startTimeoutMs?: number;
  /** anvil's --hardfork (default: anvil's latest). The Tron stand-in runs Cancun, the newest rules TVM follows. */
  hardfork?: string;
  /** anvil's --base-fee (default: anvil's). The Tron stand-in runs at 0 so that calls burn no ETH. */
  baseFee?: number;
  /**
   * anvil's --enable-tx-gas-limit: refuse transactions above EIP-7825's 16,777,216 gas (Osaka). Anvil does not
   * enforce the cap otherwise, even on the Osaka hardfork.
   */
  transactionGasCap?: boolean;
}

export interface AnvilInstance {
  rpcUrl: string;
  chainId: number;
  /** Process id, for a teardown in another process (jest globalTeardown). */
  pid: number;
  stop(): Promise<void>;
}

export const ANVIL_DEFAULT_CHAIN_ID = 31337;
const DEFAULT_START_TIMEOUT_MS = 15_000;
const LISTENING_LINE = /Listening on (\d+\.\d+\.\d+\.\d+:\d+)/;

/** The platform binary itself: going through the package's bin.mjs would put a Node wrapper between us and anvil. */
export function anvilBinaryPath(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const packagePath = `@foundry-rs/anvil-${process.platform}-${arch}/bin/${binary}`;
  try {
    return require.resolve(packagePath);
  } catch {
    const fallback = path.join(process.cwd(), 'node_modules', packagePath);
    if (existsSync(fallback)) return fallback;
    throw new Error(`anvil binary not found (${packagePath}): is @foundry-rs/anvil installed for this platform?`);
  }
}

/**
 * Port 0 lets the kernel pick a free port, so parallel jest workers cannot race for one; the chosen port is read
 * from anvil's "Listening on" line. Output is never shown: stdout is drained (a full pipe would stall anvil) and
 * dropped, and only the tail of it is kept for the error when anvil fails to start.
 */
function waitForListeningAddress(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const finish = (error: Error | undefined, address?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(address as string);
    };
    const timer = setTimeout(
      () => finish(new Error(`anvil did not start within ${timeoutMs} ms: ${output}`)),
      timeoutMs,
    );
    const collect = (chunk: Buffer) => {
      if (settled) return;
      output = (output + chunk.toString()).slice(-4_000);
      const match = LISTENING_LINE.exec(output);
      if (match) finish(undefined, match[1]);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', (error) => finish(error));
    child.once('exit', (code) => finish(new Error(`anvil exited with code ${code} before listening: ${output}`)));
  });
}

async function rpcChainId(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  const { result } = (await response.json()) as { result: string };
  return Number.parseInt(result, 16);
}

/** Polls `eth_chainId`: the listening line can come a moment before the RPC server answers. */
async function waitForRpc(rpcUrl: string, expectedChainId: number, deadline: number): Promise<void> {
  for (;;) {
    try {
      const chainId = await rpcChainId(rpcUrl);
      if (chainId !== expectedChainId) throw new Error(`anvil answers chain id ${chainId}, not ${expectedChainId}`);
      return;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('anvil answers')) throw error;
      if (Date.now() > deadline) throw new Error(`anvil RPC at ${rpcUrl} did not answer in time`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Starts anvil on 127.0.0.1 with a free port; `stop()` kills it (and so does the exit of this process). */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilInstance> {
  const chainId = options.chainId ?? ANVIL_DEFAULT_CHAIN_ID;
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)];
  if (options.hardfork) args.push('--hardfork', options.hardfork);
  if (options.baseFee !== undefined) args.push('--base-fee', String(options.baseFee));
  if (options.transactionGasCap) args.push('--enable-tx-gas-limit');
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // A test run that ends without stop() (a crash, a forgotten afterAll) must not leave anvil behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), delay(3_000).then(() => true)]);
    if (timedOut) child.kill('SIGKILL');
    await exited;
  };

  try {
    const address = await waitForListeningAddress(child, timeoutMs);
    const rpcUrl = `http://${address}`;
    await waitForRpc(rpcUrl, chainId, deadline);
    return { rpcUrl, chainId, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function delay(milliseconds: number): Promise<void> {
  // unref (Node) keeps a pending wait from holding the process open; jsdom timers have none.
  return new Promise((resolve) => setTimeout(resolve, milliseconds).unref?.());
}
