import { tonWalletDisplay } from '@/chains/ton/address';
import { toCsv } from '@/lib/batch/csv';
import { formatDecimal } from '@/lib/fees/decimal';
import type { WalletPlan } from './driver';
import type { WalletRun } from './run-store';

/** One line per wallet: its key's line, version, what it held, its top-up, its status and error. */
export function collectionResultsCsv(
  wallets: readonly WalletPlan[],
  runs: Readonly<Record<string, WalletRun>>,
  jettonDecimals: number,
): string {
  const data = wallets.map((wallet) => {
    const run = runs[wallet.id];
    return [
      String(wallet.line),
      tonWalletDisplay(wallet.source.address),
      wallet.source.version,
      formatDecimal(wallet.source.tonBalance, 9),
      formatDecimal(wallet.source.jetton?.balance ?? 0n, jettonDecimals),
      formatDecimal(wallet.sweep.topUp, 9),
      run?.status ?? 'pending',
      run?.error ?? '',
    ];
  });
  return toCsv(
    { fields: ['line', 'wallet', 'version', 'ton', 'jetton', 'top_up_ton', 'status', 'error'], data },
    { newline: '\r\n', escapeFormulae: true },
  );
}
