'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { SignInRequired } from '@/components/account/sign-in-required';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { MonitorAllowance } from './monitor-allowance';
import { MonitorEntryCard } from './monitor-entry-card';
import { MonitorErrorAlert } from './monitor-error-alert';
import { monitorHref } from './monitor-links';
import { MonitorNav } from './monitor-nav';
import { useMonitorList } from './use-monitor-list';

/** balance/monitor: the watched balances with their changes, refreshed every minute. */
export function MonitorView({ locale }: { locale: Locale }) {
  const t = useTranslations('monitor');
  const format = useFormatter();
  // Only a visitor with a session cookie reaches a monitor page (proxy.ts): ask for the info whatever the hints say.
  const { isLoggedIn, isChecked } = useUser({ hasServerSession: true });
  const list = useMonitorList();

  if (isChecked && !isLoggedIn) return <SignInRequired locale={locale} currentPath={monitorHref(locale, 'list')} />;

  const data = list.data;
  return (
    <article className="monitor-page">
      <header className="monitor-page__header">
        <h1>{t('list.title')}</h1>
        <p className="account-card__muted">{t('list.intro')}</p>
        <MonitorNav locale={locale} current="list" />
      </header>
      {list.isError ? <MonitorErrorAlert locale={locale} error={list.error} from="list" /> : null}
      {!data ? (
        list.isError ? null : (
          <p className="account-card__muted" role="status">
            {t('loading')}
          </p>
        )
      ) : (
        <>
          <MonitorAllowance locale={locale} list={data} from="list" />
          <p className="account-card__muted monitor-refresh" aria-live="polite">
            {t('list.refresh', {
              time: format.dateTime(new Date(list.dataUpdatedAt), { timeStyle: 'medium' }),
            })}{' '}
            <button
              type="button"
              className="button button--small monitor-button"
              disabled={list.isFetching}
              onClick={() => void list.refetch()}
            >
              {t('list.refreshNow')}
            </button>
          </p>
          {data.entries.length === 0 ? (
            <section className="monitor-empty">
              <h2>{t('list.emptyTitle')}</h2>
              <p>{t('list.emptyBody')}</p>
              <a className="button" href={monitorHref(locale, 'manage')}>
                {t('list.addAddresses')}
              </a>
            </section>
          ) : (
            <div className="monitor-entries">
              {data.entries.map((entry) => (
                <MonitorEntryCard key={entry.id} locale={locale} entry={entry} />
              ))}
            </div>
          )}
        </>
      )}
    </article>
  );
}
