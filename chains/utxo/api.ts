import { z } from 'zod';
import type { UtxoChain } from './networks';

/**
 * Server side (lib/server/net/utxo-relay.ts): the two indexer APIs behind the UTXO checkers, one address per call, and what we read from them:
 * - Esplora (Blockstream's electrs, mempool.space) for Bitcoin: GET {root}/address/{address} →
 *   `{ chain_stats, mempool_stats }`, each `{ funded_txo_sum, spent_txo_sum, tx_count, … }` in satoshis.
 *   Confirmed = chain funded − spent; unconfirmed = mempool funded − spent (negative while a spend waits).
 * - Blockbook (Trezor's indexer) for Dogecoin: GET {root}/api/v2/address/{address}?details=basic →
 *   `{ balance, unconfirmedBalance, txs, unconfirmedTxs }`, amounts as decimal strings in base units.
 * Used means at least one transaction, confirmed or not: the test of an address's use in the gap-limit scan.
 */

import type { AddressBalance } from './balances';

export type { AddressBalance };

const sats = z.union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,20}$/)]);
const stats = z.object({
  funded_txo_sum: sats,
  spent_txo_sum: sats,
  tx_count: z.number().int().nonnegative(),
});
const esploraAddress = z.object({ address: z.string(), chain_stats: stats, mempool_stats: stats });

const signedAmount = z.string().regex(/^-?\d{1,24}$/);
const blockbookAddress = z.object({
  address: z.string(),
  balance: z.string().regex(/^\d{1,24}$/),
  unconfirmedBalance: signedAmount,
  txs: z.number().int().nonnegative(),
  unconfirmedTxs: z.number().int().nonnegative().optional(),
});

/** The upstream path of one address's read (appended to the configured root). */
export function addressPath(chain: UtxoChain, address: string): string {
  const encoded = encodeURIComponent(address);
  return chain === 'btc' ? `/address/${encoded}` : `/api/v2/address/${encoded}?details=basic`;
}

/** The balance in an upstream's answer for `address`, or undefined when the answer is not that shape (or another address's). */
export function parseAddressAnswer(chain: UtxoChain, address: string, json: unknown): AddressBalance | undefined {
  if (chain === 'btc') {
    const parsed = esploraAddress.safeParse(json);
    if (!parsed.success || parsed.data.address !== address) return undefined;
    const { chain_stats: chainStats, mempool_stats: mempool } = parsed.data;
    return {
      confirmed: BigInt(chainStats.funded_txo_sum) - BigInt(chainStats.spent_txo_sum),
      unconfirmed: BigInt(mempool.funded_txo_sum) - BigInt(mempool.spent_txo_sum),
      txCount: chainStats.tx_count + mempool.tx_count,
    };
  }
  const parsed = blockbookAddress.safeParse(json);
  if (!parsed.success || parsed.data.address !== address) return undefined;
  return {
    confirmed: BigInt(parsed.data.balance),
    unconfirmed: BigInt(parsed.data.unconfirmedBalance),
    txCount: parsed.data.txs + (parsed.data.unconfirmedTxs ?? 0),
  };
}
