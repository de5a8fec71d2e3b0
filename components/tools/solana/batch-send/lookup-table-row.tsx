'use client';

import { useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/fees/decimal';
import { type LookupTableState, minutesLeft } from './lookup-table-state';

const sol = (lamports: bigint) => formatDecimal(lamports, 9);

/** What the row says of the table: the wallet's tables by their step, others as not the wallet's or gone. */
function rowStatus(table: LookupTableState, isInUse: boolean): string {
  if (table.status === 'missing' || table.status === 'notTable') return table.status;
  if (!table.isOwn) return 'notOwn';
  // The running (or restored, unfinished) batch still sends through it: not offered for deactivation.
  return table.status === 'active' && isInUse ? 'inUse' : table.status;
}

/** One remembered table: its address, size, rent and step; the ones the wallet cannot recover can be removed. */
export function LookupTableRow({
  table,
  isInUse,
  onRemove,
}: {
  table: LookupTableState;
  isInUse: boolean;
  onRemove: (address: string) => void;
}) {
  const t = useTranslations('solanaBatchSend.lookupTables');
  const status = rowStatus(table, isInUse);
  const isRemovable = status === 'missing' || status === 'notTable' || status === 'notOwn';
  return (
    <li data-table={table.address} data-status={status}>
      <code>{table.address}</code>{' '}
      {status !== 'missing' && status !== 'notTable' && (
        <span>{t('row', { addresses: table.addressCount, rent: sol(table.lamports) })} </span>
      )}
      <span className="account-card__muted">
        {status === 'deactivating'
          ? t('status.deactivating', { minutes: minutesLeft(table.slotsLeft) })
          : t(`status.${status}`)}
      </span>
      {isRemovable && (
        <>
          {' '}
          <button type="button" className="button" onClick={() => onRemove(table.address)}>
            {t('remove')}
          </button>
        </>
      )}
    </li>
  );
}
