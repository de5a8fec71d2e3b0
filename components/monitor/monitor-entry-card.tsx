'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { explorerHref, type MonitorEntry, NATIVE_TOKEN } from './monitor-api';
import { MonitorChangeTable } from './monitor-change-table';
import { MonitorEventsPanel } from './monitor-events-panel';
import { displayAddress, entryName } from './monitor-format';

/** One watched (chain, address, token): its balance, when it was read, its recent changes and, on demand, all. */
export function MonitorEntryCard({ locale, entry }: { locale: Locale; entry: MonitorEntry }) {
  const t = useTranslations('monitor.entry');
  const format = useFormatter();
  const [showAll, setShowAll] = useState(false);
  const address = displayAddress(entry.address);
  const addressHref = explorerHref(entry.chainId, 'address', address);
  const name = entryName(entry);
  const headingId = `monitor-entry-${entry.id}`;

  return (
    <article className={`monitor-entry${entry.isPaused ? ' monitor-entry--paused' : ''}`} aria-labelledby={headingId}>
      <header className="monitor-entry__header">
        <h3 id={headingId}>{name}</h3>
        <span className="badge">{entry.chainName}</span>
        <span className="badge">{entry.symbol}</span>
        {entry.isPaused ? <span className="badge monitor-badge--paused">{t('paused')}</span> : null}
      </header>
      <dl className="monitor-entry__facts">
        <div>
          <dt>{t('address')}</dt>
          <dd className="monitor-mono">
            {addressHref ? (
              <a href={addressHref} target="_blank" rel="noopener noreferrer">
                {address}
              </a>
            ) : (
              address
            )}
          </dd>
        </div>
        <div>
          <dt>{t('token')}</dt>
          <dd className="monitor-mono">
            {entry.token === NATIVE_TOKEN
              ? t('native', { symbol: entry.symbol })
              : t('erc20', { symbol: entry.symbol, token: displayAddress(entry.token) })}
          </dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd className="monitor-amount monitor-entry__balance">
            {entry.balance === null ? t('noBalance') : `${entry.balance} ${entry.symbol}`}
          </dd>
        </div>
        <div>
          <dt>{t('checked')}</dt>
          <dd>
            {entry.checkedAt ? (
              <time dateTime={entry.checkedAt}>
                {format.dateTime(new Date(entry.checkedAt), { dateStyle: 'medium', timeStyle: 'medium' })}
              </time>
            ) : (
              t('notChecked')
            )}
            {entry.balanceBlock !== null ? ` · ${t('block', { block: entry.balanceBlock })}` : ''}
          </dd>
        </div>
      </dl>
      {entry.isPaused ? <p className="account-card__muted">{t('pausedHint')}</p> : null}
      <h4>{t('recent')}</h4>
      {entry.recentEvents.length === 0 ? (
        <p className="account-card__muted">{t('noChanges')}</p>
      ) : (
        <MonitorChangeTable
          events={entry.recentEvents}
          chainId={entry.chainId}
          symbol={entry.symbol}
          caption={t('recentOf', { name })}
        />
      )}
      <p>
        <button
          type="button"
          className="button button--small monitor-button"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? t('hideAll') : t('showAll')}
        </button>
      </p>
      {showAll ? <MonitorEventsPanel locale={locale} entry={entry} /> : null}
    </article>
  );
}
