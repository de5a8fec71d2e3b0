'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { explorerHref, type MonitorEvent } from './monitor-api';
import { changeDirection, signedChange } from './monitor-format';

interface MonitorChangeTableProps {
  events: readonly MonitorEvent[];
  chainId: number;
  symbol: string;
  caption: string;
}

/** Balance changes, newest first: when, old → new, the signed change, and the block it was read at. */
export function MonitorChangeTable({ events, chainId, symbol, caption }: MonitorChangeTableProps) {
  const t = useTranslations('monitor.changes');
  const format = useFormatter();
  return (
    <div className="monitor-scroll">
      <table className="account-table monitor-changes">
        <caption className="account-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('balance')}</th>
            <th scope="col">{t('change')}</th>
            <th scope="col">{t('block')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const blockHref = explorerHref(chainId, 'block', event.blockNumber);
            return (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.observedAt}>
                    {format.dateTime(new Date(event.observedAt), { dateStyle: 'medium', timeStyle: 'medium' })}
                  </time>
                </td>
                <td className="monitor-amount">
                  {event.oldBalance} → {event.newBalance} {symbol}
                </td>
                <td className={`monitor-amount monitor-change--${changeDirection(event.change)}`}>
                  {signedChange(event.change)} {symbol}
                </td>
                <td>
                  {blockHref ? (
                    <a href={blockHref} target="_blank" rel="noopener noreferrer">
                      {event.blockNumber}
                    </a>
                  ) : (
                    event.blockNumber
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
