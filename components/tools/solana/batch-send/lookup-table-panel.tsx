'use client';

import { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import { runTableAction, type TableAction, tableActionNetworkFee } from './lookup-table-actions';
import { LookupTableAdd } from './lookup-table-add';
import { LookupTableRow } from './lookup-table-row';
import { recoverableLamports } from './lookup-table-state';
import { TableActionMessage, type TableActionState } from './table-action-message';
import { forgetTable, rememberTables } from './table-store';
import { useLookupTables } from './use-lookup-tables';
import type { SendWallet } from './use-send-job';

const sol = (lamports: bigint) => formatDecimal(lamports, 9);

export interface LookupTablePanelProps {
  locale: Locale;
  rpc: SolanaRpc;
  wallet: SendWallet | undefined;
  /** The current batch's tables while it still needs them: shown, never deactivated (use-tables-in-use.ts). */
  inUse?: readonly string[];
  /** The page's RPC choice: a failed read names it and offers another one in place. */
  rpcChoice?: SolanaRpcChoice;
  pollIntervalMs?: number;
}

/**
 * "Lookup tables from your batches": the rent locked in the tables the wallet created, and the two steps that
 * return it (deactivate, then close after the cool-down), each one wallet approval for all tables. No service fee.
 */
export function LookupTablePanel({
  locale,
  rpc,
  wallet,
  inUse = [],
  rpcChoice,
  pollIntervalMs,
}: LookupTablePanelProps) {
  const t = useTranslations('solanaBatchSend.lookupTables');
  const { listed, state, refresh } = useLookupTables(rpc, wallet?.address);
  const [action, setAction] = useState<TableActionState>({ phase: 'idle' });
  if (!wallet) return null;
  const add = (address: string) => rememberTables(wallet.address, [address]);
  if (listed.length === 0) {
    return (
      <details className="send-token__panel" data-testid="solana-send-tables-empty">
        <summary>{t('emptySummary')}</summary>
        <LookupTableAdd listed={listed} onAdd={add} />
      </details>
    );
  }

  const tables = state.phase === 'ready' ? state.reading.tables : [];
  const own = (status: string) => tables.filter((table) => table.isOwn && table.status === status);
  const isInUse = (address: string) => inUse.includes(address);
  const toDeactivate = own('active')
    .map((table) => table.address)
    .filter((address) => !isInUse(address));
  const isAnyInUse = tables.some((table) => table.isOwn && table.status === 'active' && isInUse(table.address));
  const closable = own('closable');
  const toClose = closable.map((table) => table.address);
  const isBusy = action.phase === 'busy';
  const run = async (step: TableAction, addresses: string[]) => {
    setAction({ phase: 'busy', action: step });
    try {
      await runTableAction(step, {
        rpc,
        wallet: new PublicKey(wallet.address),
        tables: addresses,
        signAll: wallet.signAll,
        pollIntervalMs,
      });
      setAction({ phase: 'done', action: step, count: addresses.length });
    } catch (error) {
      setAction({ phase: 'failed', action: step, error });
    }
    refresh();
  };
  const fee = (step: TableAction, addresses: string[]) =>
    sol(tableActionNetworkFee(step, new PublicKey(wallet.address), addresses));

  return (
    <section className="send-token__panel" data-testid="solana-send-tables">
      <h2>{t('legend')}</h2>
      <p className="account-card__muted">{t('intro')}</p>
      {state.phase === 'loading' && <p role="status">{t('loading')}</p>}
      {state.phase === 'failed' &&
        (rpcChoice ? (
          <RpcReadError rpc={rpcChoice} message={t('readError')} onRetry={refresh} testId="solana-send-tables-error" />
        ) : (
          <p className="account-alert account-alert--error" role="alert">
            {t('readError')}
          </p>
        ))}
      {state.phase === 'ready' && (
        <>
          <ul>
            {tables.map((table) => (
              <LookupTableRow
                key={table.address}
                table={table}
                isInUse={isInUse(table.address)}
                onRemove={(address) => forgetTable(wallet.address, address)}
              />
            ))}
          </ul>
          <p data-testid="solana-send-tables-total">{t('total', { amount: sol(recoverableLamports(tables)) })}</p>
        </>
      )}
      {isAnyInUse && (
        <p className="account-alert account-alert--notice" data-testid="solana-send-tables-in-use">
          {t('inUseNotice')}
        </p>
      )}
      <div className="send-token__send">
        {toDeactivate.length > 0 && (
          <button
            type="button"
            className="button"
            disabled={isBusy}
            onClick={() => void run('deactivate', toDeactivate)}
          >
            {t('deactivate', { count: toDeactivate.length, fee: fee('deactivate', toDeactivate) })}
          </button>
        )}
        {toClose.length > 0 && (
          <button type="button" className="button" disabled={isBusy} onClick={() => void run('close', toClose)}>
            {t('close', {
              amount: sol(recoverableLamports(closable)),
              count: toClose.length,
              fee: fee('close', toClose),
            })}
          </button>
        )}
      </div>
      <TableActionMessage locale={locale} state={action} />
      <LookupTableAdd listed={listed} onAdd={add} />
    </section>
  );
}
