'use client';

import { useTranslations } from 'next-intl';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { formatDecimal } from '@/lib/fees/decimal';
import { txUrl } from './chain';
import type { KeyRing } from './keys';
import type { RunRow } from './run-rows';
import { useErrorText } from './use-error-text';

interface RunTableProps {
  rows: readonly RunRow[];
  chainId: number;
  decimals: number;
  symbol: string;
  /** Masks the key of each sending wallet; rows of wallets without a pasted key say so. */
  ring: KeyRing | null;
}

export function shortHex(text: string): string {
  return text.length > 16 ? `${text.slice(0, 8)}…${text.slice(-6)}` : text;
}

export function ShortHex({ value }: { value: string }) {
  return (
    <span className="key-batch__mono" title={value}>
      {shortHex(value)}
    </span>
  );
}

/** Every row with its wallet (masked key), receiver, amount, status, transaction and error. */
export function RunTable({ rows, chainId, decimals, symbol, ring }: RunTableProps) {
  const t = useTranslations('keyBatch.table');
  const tStatus = useTranslations('batch.status');
  const errorText = useErrorText();
  const columns = [
    t('line'),
    t('from'),
    t('key'),
    t('to'),
    t('amount', { symbol }),
    t('status'),
    t('transaction'),
    t('error'),
  ];
  return (
    <VirtualTable
      label={t('runLabel')}
      columns={columns}
      count={rows.length}
      rowState={(index) => rows[index].status}
      row={(index) => {
        const row = rows[index];
        const link = row.txHash ? txUrl(chainId, row.txHash) : undefined;
        return [
          row.line,
          <ShortHex key="from" value={row.from} />,
          <span key="key" className="key-batch__mono">
            {ring?.masked(row.from) ?? t('noKey')}
          </span>,
          <ShortHex key="to" value={row.to} />,
          row.amount === undefined ? t('all') : formatDecimal(row.amount, decimals),
          <span key="status" data-status={row.status}>
            {tStatus(row.status)}
          </span>,
          row.txHash &&
            (link ? (
              <a key="tx" href={link} target="_blank" rel="noreferrer" title={row.txHash}>
                {shortHex(row.txHash)}
              </a>
            ) : (
              <ShortHex key="tx" value={row.txHash} />
            )),
          row.error ? errorText(row.error) : '',
        ];
      }}
    />
  );
}
