'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useHttpClient } from '@/lib/client/http-client-context';
import type { Locale } from '@/lib/i18n/config';
import {
  MAX_LABEL_LENGTH,
  MONITOR_LIST_QUERY_KEY,
  type MonitorEntry,
  type MonitorList,
  NATIVE_TOKEN,
  removeMonitorEntry,
  setMonitorLabel,
} from './monitor-api';
import { MonitorErrorAlert } from './monitor-error-alert';
import { displayAddress, entryName } from './monitor-format';

type RowMode = 'view' | 'rename' | 'confirmRemove';

/** One entry on the manage page: what it watches, and renaming or removing it (after a confirmation). */
export function MonitorManageRow({ locale, entry }: { locale: Locale; entry: MonitorEntry }) {
  const t = useTranslations('monitor.manage');
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<RowMode>('view');
  const [draft, setDraft] = useState(entry.label ?? '');
  const name = entryName(entry);

  const updateList = (change: (list: MonitorList) => MonitorList) =>
    queryClient.setQueryData<MonitorList>(MONITOR_LIST_QUERY_KEY, (list) => (list ? change(list) : list));

  const rename = useMutation({
    mutationFn: (label: string) => setMonitorLabel(http, entry.id, label),
    onSuccess: (answer) => {
      updateList((list) => ({
        ...list,
        entries: list.entries.map((item) => (item.id === entry.id ? { ...item, label: answer.label || null } : item)),
      }));
      setMode('view');
      return queryClient.invalidateQueries({ queryKey: MONITOR_LIST_QUERY_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: () => removeMonitorEntry(http, entry.id),
    onSuccess: () => {
      updateList((list) => ({
        ...list,
        count: list.count - 1,
        entries: list.entries.filter((item) => item.id !== entry.id),
      }));
      return queryClient.invalidateQueries({ queryKey: MONITOR_LIST_QUERY_KEY });
    },
  });

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(draft.trim());
  };

  const error = rename.error ?? remove.error;
  return (
    <li className={`monitor-manage__item${entry.isPaused ? ' monitor-entry--paused' : ''}`} aria-label={name}>
      <div className="monitor-manage__summary">
        <strong>{name}</strong> <span className="badge">{entry.chainName}</span>{' '}
        <span className="badge">{entry.symbol}</span>
        {entry.isPaused ? <span className="badge monitor-badge--paused">{t('paused')}</span> : null}
        <div className="monitor-mono monitor-manage__address">{displayAddress(entry.address)}</div>
        <div className="account-card__muted">
          {entry.token === NATIVE_TOKEN ? t('native') : t('erc20', { token: displayAddress(entry.token) })}
          {' · '}
          {entry.balance === null ? t('noBalance') : t('balance', { balance: entry.balance, symbol: entry.symbol })}
        </div>
      </div>
      {mode === 'view' ? (
        <div className="monitor-manage__actions">
          <button
            type="button"
            className="button button--small monitor-button"
            onClick={() => {
              setDraft(entry.label ?? '');
              rename.reset();
              setMode('rename');
            }}
          >
            {t('rename')}
          </button>
          <button
            type="button"
            className="button button--small monitor-button monitor-button--danger"
            onClick={() => {
              remove.reset();
              setMode('confirmRemove');
            }}
          >
            {t('remove')}
          </button>
        </div>
      ) : null}
      {mode === 'rename' ? (
        <form className="account-form account-form--inline monitor-manage__rename" onSubmit={submitRename}>
          <label className="account-field">
            <span className="account-field__label">{t('labelFor', { name })}</span>
            <input
              className="account-field__input"
              value={draft}
              maxLength={MAX_LABEL_LENGTH}
              placeholder={t('labelPlaceholder')}
              disabled={rename.isPending}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          <div className="monitor-manage__actions">
            <button type="submit" className="button button--small monitor-button" disabled={rename.isPending}>
              {t('saveLabel')}
            </button>
            <button
              type="button"
              className="button button--small monitor-button monitor-button--secondary"
              disabled={rename.isPending}
              onClick={() => setMode('view')}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {mode === 'confirmRemove' ? (
        <div className="monitor-manage__confirm">
          <p>{t('confirmRemove', { name, symbol: entry.symbol, chain: entry.chainName })}</p>
          <div className="monitor-manage__actions">
            <button
              type="button"
              className="button button--small monitor-button monitor-button--danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('confirmYes')}
            </button>
            <button
              type="button"
              className="button button--small monitor-button monitor-button--secondary"
              disabled={remove.isPending}
              onClick={() => setMode('view')}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {error ? <MonitorErrorAlert locale={locale} error={error} from="manage" /> : null}
    </li>
  );
}
