'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { checkEvmAddress } from '@/chains/evm/address';
import { FormAlert } from '@/components/account/form-alert';
import { useHttpClient } from '@/lib/client/http-client-context';
import type { Locale } from '@/lib/i18n/config';
import type { AddTarget } from './monitor-add-form';
import { addMonitorEntry, MAX_LABEL_LENGTH, MONITOR_LIST_QUERY_KEY, type MonitorEntry } from './monitor-api';
import { MonitorErrorAlert } from './monitor-error-alert';
import { displayAddress } from './monitor-format';

interface MonitorSingleAddProps {
  locale: Locale;
  resolveTarget: () => AddTarget | null;
  onBusy: (isBusy: boolean) => void;
}

/** One address with an optional label. */
export function MonitorSingleAdd({ locale, resolveTarget, onBusy }: MonitorSingleAddProps) {
  const t = useTranslations('monitor.add');
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [added, setAdded] = useState<MonitorEntry | null>(null);
  const add = useMutation({
    mutationFn: (body: { chainId: number; token: string; address: string; label: string }) =>
      addMonitorEntry(http, { ...body, label: body.label || undefined }),
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: (entry) => {
      setAdded(entry);
      setAddress('');
      setLabel('');
      return queryClient.invalidateQueries({ queryKey: MONITOR_LIST_QUERY_KEY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    add.reset();
    const check = checkEvmAddress(address, { strict: true });
    setAddressError(check.ok ? null : check.issue === 'checksum' ? t('badChecksum') : t('badAddress'));
    const target = resolveTarget();
    if (!check.ok || !target) return;
    add.mutate({ ...target, address: check.address, label: label.trim() });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div className="account-field">
        <label className="account-field__label" htmlFor={`${id}-address`}>
          {t('address')}
        </label>
        <input
          id={`${id}-address`}
          className="account-field__input monitor-mono"
          value={address}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? `${id}-address-error` : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setAddressError(null);
          }}
        />
        {addressError ? (
          <span id={`${id}-address-error`} className="account-field__error">
            {addressError}
          </span>
        ) : null}
      </div>
      <label className="account-field">
        <span className="account-field__label">{t('label')}</span>
        <input
          className="account-field__input"
          value={label}
          maxLength={MAX_LABEL_LENGTH}
          placeholder={t('labelPlaceholder')}
          onChange={(event) => setLabel(event.target.value)}
        />
      </label>
      <button type="submit" className="button account-form__submit" disabled={add.isPending}>
        {add.isPending ? t('adding') : t('submit')}
      </button>
      {add.isError ? <MonitorErrorAlert locale={locale} error={add.error} from="manage" /> : null}
      {added ? (
        <FormAlert tone="notice">
          {t('added', {
            address: displayAddress(added.address),
            symbol: added.symbol,
            chain: added.chainName,
            balance: added.balance ?? '—',
          })}
        </FormAlert>
      ) : null}
    </form>
  );
}
