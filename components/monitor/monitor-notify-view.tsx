'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SignInRequired } from '@/components/account/sign-in-required';
import { useHttpClient } from '@/lib/client/http-client-context';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import {
  DECIMAL_PATTERN,
  fetchNotifySettings,
  MONITOR_NOTIFY_QUERY_KEY,
  type NotifySettings,
  saveNotifySettings,
} from './monitor-api';
import { MonitorErrorAlert } from './monitor-error-alert';
import { monitorHref } from './monitor-links';
import { MonitorNav } from './monitor-nav';

interface MonitorNotifyViewProps {
  locale: Locale;
  /** The bind-email page, or null while it is not served. */
  bindEmailHref: string | null;
}

/** balance/monitor/notify: e-mail on or off, the smallest change mailed, and the mails' language. */
export function MonitorNotifyView({ locale, bindEmailHref }: MonitorNotifyViewProps) {
  const t = useTranslations('monitor');
  const http = useHttpClient();
  // Only a visitor with a session cookie reaches a monitor page (proxy.ts): ask for the info whatever the hints say.
  const { isLoggedIn, isChecked } = useUser({ hasServerSession: true });
  const settings = useQuery({
    queryKey: MONITOR_NOTIFY_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotifySettings(http, signal),
  });

  if (isChecked && !isLoggedIn) return <SignInRequired locale={locale} currentPath={monitorHref(locale, 'notify')} />;

  return (
    <article className="monitor-page">
      <header className="monitor-page__header">
        <h1>{t('notify.title')}</h1>
        <p className="account-card__muted">{t('notify.intro')}</p>
        <MonitorNav locale={locale} current="notify" />
      </header>
      {settings.isError ? (
        <MonitorErrorAlert locale={locale} error={settings.error} from="notify" feature="monitorNotify" />
      ) : null}
      {settings.data ? (
        <NotifyForm locale={locale} settings={settings.data} bindEmailHref={bindEmailHref} />
      ) : settings.isError ? null : (
        <p className="account-card__muted" role="status">
          {t('loading')}
        </p>
      )}
    </article>
  );
}

function NotifyForm({
  locale,
  settings,
  bindEmailHref,
}: {
  locale: Locale;
  settings: NotifySettings;
  bindEmailHref: string | null;
}) {
  const t = useTranslations('monitor.notify');
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [emailEnabled, setEmailEnabled] = useState(settings.emailEnabled);
  const [minChange, setMinChange] = useState(settings.minChange);
  const [language, setLanguage] = useState<Locale>(settings.language);
  const [minChangeError, setMinChangeError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Pick<NotifySettings, 'emailEnabled' | 'minChange' | 'language'>) =>
      saveNotifySettings(http, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(MONITOR_NOTIFY_QUERY_KEY, answer);
      setMinChange(answer.minChange);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const value = minChange.trim();
    if (!DECIMAL_PATTERN.test(value)) {
      setMinChangeError(t('minChangeInvalid'));
      return;
    }
    setMinChangeError(null);
    save.mutate({ emailEnabled, minChange: value, language });
  };

  return (
    <form className="account-form monitor-notify" onSubmit={submit} noValidate>
      <section className="monitor-notify__email" aria-label={t('emailHeading')}>
        {settings.email ? (
          <p>
            {t('emailBound')} <strong className="monitor-mono">{settings.email}</strong>
          </p>
        ) : (
          <p className="account-alert account-alert--notice">
            {t('noEmail')} {bindEmailHref ? <a href={bindEmailHref}>{t('bindEmail')}</a> : null}
          </p>
        )}
      </section>
      <label className="monitor-notify__toggle">
        <input type="checkbox" checked={emailEnabled} onChange={(event) => setEmailEnabled(event.target.checked)} />{' '}
        {t('emailEnabled')}
      </label>
      <div className="account-field">
        <label className="account-field__label" htmlFor={`${id}-min-change`}>
          {t('minChange')}
        </label>
        <input
          id={`${id}-min-change`}
          aria-describedby={minChangeError ? `${id}-min-change-hint ${id}-min-change-error` : `${id}-min-change-hint`}
          className="account-field__input monitor-mono"
          inputMode="decimal"
          value={minChange}
          aria-invalid={minChangeError ? true : undefined}
          onChange={(event) => {
            setMinChange(event.target.value);
            setMinChangeError(null);
          }}
        />
        <span id={`${id}-min-change-hint`} className="account-field__hint">
          {t('minChangeHint')}
        </span>
        {minChangeError ? (
          <span id={`${id}-min-change-error`} className="account-field__error">
            {minChangeError}
          </span>
        ) : null}
      </div>
      <label className="account-field">
        <span className="account-field__label">{t('language')}</span>
        <select
          className="account-field__input"
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'cn' ? 'cn' : 'en')}
        >
          <option value="en">{t('languages.en')}</option>
          <option value="cn">{t('languages.cn')}</option>
        </select>
      </label>
      <button type="submit" className="button account-form__submit" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
      {save.isError ? (
        <MonitorErrorAlert locale={locale} error={save.error} from="notify" feature="monitorNotify" />
      ) : null}
      {save.isSuccess ? <FormAlert tone="notice">{t('saved')}</FormAlert> : null}
    </form>
  );
}
