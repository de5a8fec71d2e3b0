import { readServerInfo, type TronChainInfo } from './server';

// What the Tron e2e specs share: the run's stand-in (e2e/tron-chain-setup.ts), driven and read through its control
// server from the test process, never through the site.

export function tronChainInfo(): TronChainInfo {
  const { tron } = readServerInfo();
  if (!tron) throw new Error('e2e/.artifacts/server.json has no "tron" section: see e2e/global-setup.ts');
  return tron;
}

async function control<T>(body: Record<string, string>): Promise<T> {
  const response = await fetch(tronChainInfo().controlUrl, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`tron control ${body.action}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Makes `address` an account holding `sun` (a genesis-style credit). */
export const setTrxBalance = (address: string, sun: bigint) =>
  control({ action: 'setBalance', address, sun: sun.toString() });

/** Mints TestUSDT (base units) to `address`. */
export const mintTestUsdt = (address: string, amount: bigint) =>
  control({ action: 'mint', address, amount: amount.toString() });

/** The next `count` broadcasts are refused as a busy node refuses them (SERVER_BUSY), nothing applied. */
export const refuseNextBroadcasts = (count: number) =>
  control({ action: 'refuseNextBroadcasts', count: String(count) });

/** TRX (sun) and TestUSDT (base units) of `address`, and whether it is an account. */
export async function balancesOf(address: string): Promise<{ sun: bigint; token: bigint; exists: boolean }> {
  const answer = await control<{ sun: string; token: string; exists: boolean }>({ action: 'balances', address });
  return { sun: BigInt(answer.sun), token: BigInt(answer.token), exists: answer.exists };
}
