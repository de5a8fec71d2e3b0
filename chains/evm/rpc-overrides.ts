/**
 * `CHAIN_RPC_<chainId>=https://…` overrides an EVM chain's RPC URL (e.g. CHAIN_RPC_56=http://127.0.0.1:8545 points
 * BSC at a local anvil). The names are dynamic, so they cannot sit in the fixed zod env schema: parseServerEnv asks
 * this parser for the issues, and the public client reads the URL per call (tests switch it between cases).
 */
const CHAIN_RPC_KEY = /^CHAIN_RPC_(\d+)$/;

export interface ChainRpcOverrides {
  urls: ReadonlyMap<number, string>;
  /** One line per bad variable, naming it, in the env error format `NAME: reason`. */
  issues: string[];
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function chainRpcOverrides(env: Readonly<Record<string, string | undefined>>): ChainRpcOverrides {
  const urls = new Map<number, string>();
  const issues: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    const match = CHAIN_RPC_KEY.exec(key);
    // Empty means unset, as for every other variable.
    if (!match || value === undefined || value === '') continue;
    const chainId = Number(match[1]);
    if (!Number.isSafeInteger(chainId) || chainId <= 0) issues.push(`${key}: not a valid chain id`);
    else if (!isHttpUrl(value)) issues.push(`${key}: must be an http(s) URL`);
    else urls.set(chainId, value);
  }
  return { urls, issues };
}

/** Reads process.env at every call (in the browser bundle it holds no such variables, so this answers undefined). */
export function chainRpcOverride(chainId: number): string | undefined {
  const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;
  const value = env[`CHAIN_RPC_${chainId}`];
  if (value === undefined || value === '') return undefined;
  if (!isHttpUrl(value)) throw new Error(`CHAIN_RPC_${chainId}: must be an http(s) URL`);
  return value;
}
