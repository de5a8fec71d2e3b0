'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SignInRequired } from '@/components/account/sign-in-required';
import { useHttpClient } from '@/lib/client/http-client-context';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { MonitorAddForm } from './monitor-add-form';
import { MonitorAllowance } from './monitor-allowance';
import { type ChainOption, EVM_CHAINS_QUERY_KEY, fetchEvmChains, type MonitorEntry } from './monitor-api';
import { MonitorErrorAlert } from './monitor-error-alert';
import { monitorHref } from './monitor-links';
import { MonitorManageRow } from './monitor-manage-row';
import { MonitorNav } from './monitor-nav';
import { useMonitorError } from './use-monitor-error';
import { useMonitorList } from './use-monitor-list';

/** The site's EVM chains, plus any chain the user already watches that the site does not list (a configured RPC). */
function chainOptions(chains: readonly ChainOption[], entries: readonly MonitorEntry[]): ChainOption[] {
  const options = [...chains];
  for (const entry of entries) {
    if (!options.some((option) => option.chainId === entry.chainId)) {
      options.push({
        chainId: entry.chainId,
        name: entry.chainName,
        symbol: entry.token === 'native' ? entry.symbol : '',
      });
    }
  }
  return options;
}

/** balance/monitor/manage: add entries (one or many), rename and remove them. */
export function MonitorManageView({ locale }: { locale: Locale }) {
  const t = useTranslations('monitor');
  const http = useHttpClient();
  // Only a visitor with a session cookie reaches a monitor page (proxy.ts): ask for the info whatever the hints say.
  const { isLoggedIn, isChecked } = useUser({ hasServerSession: true });
  const errorText = useMonitorError(locale);
  const list = useMonitorList();
  const chains = useQuery({
    queryKey: EVM_CHAINS_QUERY_KEY,
    queryFn: ({ signal }) => fetchEvmChains(http, signal),
    staleTime: 5 * 60_000,
  });
  const entries = list.data?.entries;
  const options = useMemo(() => chainOptions(chains.data ?? [], entries ?? []), [chains.data, entries]);

  if (isChecked && !isLoggedIn) return <SignInRequired locale={locale} currentPath={monitorHref(locale, 'manage')} />;

  const data = list.data;
  return (
    <article className="monitor-page">
      <header className="monitor-page__header">
        <h1>{t('manage.title')}</h1>
        <p className="account-card__muted">{t('manage.intro')}</p>
        <MonitorNav locale={locale} current="manage" />
      </header>
      {list.isError ? <MonitorErrorAlert locale={locale} error={list.error} from="manage" /> : null}
      {chains.isError ? (
        <FormAlert tone="error">{t('add.chainsError', { message: errorText(chains.error) })}</FormAlert>
      ) : null}
      {data ? <MonitorAllowance locale={locale} list={data} from="manage" /> : null}
      <MonitorAddForm
        locale={locale}
        chains={options}
        isLoadingChains={chains.isPending}
        remaining={data ? data.limit - data.count : null}
      />
      <section className="account-section" aria-labelledby="monitor-manage-list-heading">
        <h2 id="monitor-manage-list-heading">{t('manage.listHeading')}</h2>
        {!data ? (
          list.isError ? null : (
            <p className="account-card__muted" role="status">
              {t('loading')}
            </p>
          )
        ) : data.entries.length === 0 ? (
          <p className="account-card__muted">{t('manage.empty')}</p>
        ) : (
          <ul className="monitor-manage">
            {data.entries.map((entry) => (
              <MonitorManageRow key={entry.id} locale={locale} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
