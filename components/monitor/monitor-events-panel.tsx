'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHttpClient } from '@/lib/client/http-client-context';
import type { Locale } from '@/lib/i18n/config';
import {
  EVENTS_PAGE_SIZE,
  fetchMonitorEvents,
  MONITOR_REFRESH_MS,
  type MonitorEntry,
  monitorEventsQueryKey,
} from './monitor-api';
import { MonitorChangeTable } from './monitor-change-table';
import { MonitorErrorAlert } from './monitor-error-alert';
import { entryName } from './monitor-format';

/** Every kept change of one entry (the server keeps the newest 100), a page at a time, newest first. */
export function MonitorEventsPanel({ locale, entry }: { locale: Locale; entry: MonitorEntry }) {
  const t = useTranslations('monitor.events');
  const http = useHttpClient();
  const [page, setPage] = useState(1);
  const events = useQuery({
    queryKey: monitorEventsQueryKey(entry.id, page),
    queryFn: ({ signal }) => fetchMonitorEvents(http, entry.id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: page === 1 ? MONITOR_REFRESH_MS : false,
  });
  const data = events.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / EVENTS_PAGE_SIZE)) : 1;
  const name = entryName(entry);

  return (
    <section className="monitor-events" aria-label={t('heading', { name })}>
      <h4>{t('heading', { name })}</h4>
      {events.isError ? <MonitorErrorAlert locale={locale} error={events.error} from="list" /> : null}
      {!data ? (
        events.isError ? null : (
          <p className="account-card__muted" role="status">
            {t('loading')}
          </p>
        )
      ) : data.total === 0 ? (
        <p className="account-card__muted">{t('empty')}</p>
      ) : (
        <>
          <MonitorChangeTable
            events={data.list}
            chainId={entry.chainId}
            symbol={entry.symbol}
            caption={t('heading', { name })}
          />
          <nav className="account-card__footer monitor-pager" aria-label={t('pager')}>
            <button
              type="button"
              className="button button--small"
              disabled={events.isFetching || data.page <= 1}
              onClick={() => setPage(data.page - 1)}
            >
              {t('previous')}
            </button>
            <span aria-live="polite">{t('pageInfo', { page: data.page, pages: pageCount, total: data.total })}</span>
            <button
              type="button"
              className="button button--small"
              disabled={events.isFetching || data.page >= pageCount}
              onClick={() => setPage(data.page + 1)}
            >
              {t('next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
