import 'server-only';
import { addressPath, parseAddressAnswer } from '@/chains/utxo/api';
import type { AddressBalance, RelayAnswer } from '@/chains/utxo/balances';
import type { UtxoChain } from '@/chains/utxo/networks';
import { mapBounded } from '@/lib/batch/bounded';
import { hostOf, RPC_LIMITS, readCapped } from './rpc-passthrough';

/**
 * The UTXO relay's reads (utxo-relay.ts): each address from the first indexer root that gives a readable answer, a
 * bounded number at a time. Apart from the route so tests and the bench run it without the request machinery.
 */

/** Upstream reads in flight for one request of the page. */
export const UTXO_RELAY_CONCURRENCY = 8;

type Read = { balance: AddressBalance } | { error: string };

/** One address from the first upstream that gives a readable answer (8 s each, 15 s in all). */
async function readOne(
  chain: UtxoChain,
  address: string,
  roots: readonly string[],
  signal: AbortSignal,
): Promise<Read> {
  const deadline = Date.now() + RPC_LIMITS.totalTimeoutMs;
  let error = 'upstream unreachable';
  for (const root of roots) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { error: 'upstream timeout' };
    const timeout = AbortSignal.timeout(Math.min(remaining, RPC_LIMITS.attemptTimeoutMs));
    try {
      const response = await fetch(`${root}${addressPath(chain, address)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([timeout, signal]),
        redirect: 'error',
        cache: 'no-store',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        error = response.status === 429 ? 'upstream rate-limited' : `upstream status ${response.status}`;
        console.warn(`[rpc] utxo ${chain}: ${hostOf(root)} HTTP ${response.status}`);
        continue;
      }
      const body = await readCapped(response, 1024 * 1024);
      let json: unknown;
      try {
        json = body ? JSON.parse(new TextDecoder().decode(body)) : undefined;
      } catch {
        json = undefined;
      }
      const balance = parseAddressAnswer(chain, address, json);
      if (balance) return { balance };
      error = 'upstream bad-response';
      console.warn(`[rpc] utxo ${chain}: ${hostOf(root)} answered another shape`);
    } catch {
      if (signal.aborted) return { error: 'cancelled' };
      error = timeout.aborted ? 'upstream timeout' : 'upstream unreachable';
      console.warn(`[rpc] utxo ${chain}: ${hostOf(root)} ${timeout.aborted ? 'timed out' : 'unreachable'}`);
    }
  }
  return { error };
}

/** The balances of the addresses, read through the roots (exported for the bench and tests). */
export async function relayUtxoBalances(
  chain: UtxoChain,
  addresses: readonly string[],
  roots: readonly string[],
  signal: AbortSignal,
): Promise<RelayAnswer> {
  const reads = await mapBounded(addresses, UTXO_RELAY_CONCURRENCY, (address) =>
    readOne(chain, address, roots, signal),
  );
  return {
    balances: reads.map((read, index) =>
      'balance' in read
        ? {
            address: addresses[index],
            confirmed: read.balance.confirmed.toString(),
            unconfirmed: read.balance.unconfirmed.toString(),
            txCount: read.balance.txCount,
          }
        : { address: addresses[index], error: read.error },
    ),
  };
}
