import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { builtSiteUrl, freePort } from '../scripts/harness.mjs';

jest.setTimeout(120_000);

interface StartOutcome {
  exitCode: number | null;
  stderr: string;
  /** The status of a request sent while the server started, or the reason none came. */
  answer: number | string;
}

/** `next start` in production with `env` over a complete configuration; waits until it exits (or 30 s). */
async function startProduction(env: Record<string, string | undefined>): Promise<StartOutcome> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chainkit-start-'));
  const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const complete = { NODE_ENV: 'production' as const, DATA_DIR: dataDir, SITE_URL: builtSiteUrl(), DATABASE_URL: '' };
  const merged: NodeJS.ProcessEnv = { ...process.env, ...complete, ...env };
  // An undefined value in `env` means the setting is absent, not the text "undefined".
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: merged,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Next binds the port before it loads the app: a request may connect, but must never get an answer.
  let answer: number | string = 'no connection';
  for (let attempt = 0; attempt < 50 && child.exitCode === null; attempt += 1) {
    try {
      answer = (await fetch(`http://127.0.0.1:${port}/en`, { signal: AbortSignal.timeout(30_000) })).status;
      break;
    } catch (error) {
      answer = error instanceof Error ? error.name : String(error);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const exitCode = await exited;
  clearTimeout(timeout);
  rmSync(dataDir, { recursive: true, force: true });
  return { exitCode, stderr, answer };
}

describe('a production start with a missing or wrong setting', () => {
  it.each([
    ['no SITE_URL', { SITE_URL: undefined }, /SITE_URL: required in production/],
    ['a SITE_URL other than the build’s', { SITE_URL: 'https://elsewhere.example' }, /prerendered its pages for/],
    [
      'PostgreSQL without AUTH_SECRET',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/chainkit', AUTH_SECRET: undefined },
      /AUTH_SECRET: required in production with DATABASE_URL/,
    ],
    ['a malformed setting', { SITE_URL: 'not a url' }, /SITE_URL/],
  ])('stops with exit code 1 naming it, and answers nothing: %s', async (_case, env, message) => {
    const outcome = await startProduction(env);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stderr).toMatch(message);
    expect(typeof outcome.answer).toBe('string');
  });

  it('stops when the database cannot be opened, instead of answering 500', async () => {
    const outcome = await startProduction({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/chainkit',
      AUTH_SECRET: 'a'.repeat(48),
      SOLANA_FEE_RECEIVER: Keypair.generate().publicKey.toBase58(),
    });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stderr).toMatch(/Chainkit cannot start/);
    expect(typeof outcome.answer).toBe('string');
  });
});
