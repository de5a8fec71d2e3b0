'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { type UserInfo, updateSolanaPayoutAddress } from '@/lib/client/user';
import { SOLANA_TOOL_FEES } from '@/lib/fees/tool-fees';
import type { Locale } from '@/lib/i18n/config';
import { FormAlert } from './form-alert';
import { solanaPayoutAddressValue } from './solana-payout-address-rule';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** The inviter's share as a whole percentage (spec §9 "0.3 brokerage"; chains/solana/fees.ts pays it). */
const REFERRAL_SHARE_PERCENT = Math.round(Number(SOLANA_TOOL_FEES.closeAccountBrokerage) * 100);

interface SolanaPayoutCardProps {
  locale: Locale;
  /** The address saved now; null or absent when none. */
  address: string | null | undefined;
  onSaved: (user: UserInfo) => void;
}

/** Where the inviter's share of the Solana tool fees paid by the people this user invited goes: set, change, clear. */
export function SolanaPayoutCard({ locale, address, onSaved }: SolanaPayoutCardProps) {
  const t = useTranslations('account.usercenter.solanaPayout');
  const http = useHttpClient();
  const [value, setValue] = useState(address ?? '');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const normalized = solanaPayoutAddressValue(value);
  const mutation = useMutation({
    mutationFn: (next: string) => updateSolanaPayoutAddress(http, next),
    onSuccess: (user, next) => {
      setValue(next);
      setIsSubmitted(false);
      onSaved(user);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (normalized === null) return;
    mutation.mutate(normalized);
  };

  return (
    <section className="account-section" aria-labelledby="usercenter-solana-payout-heading">
      <h2 id="usercenter-solana-payout-heading">{t('heading')}</h2>
      <p className="account-card__muted">{t('intro', { percent: REFERRAL_SHARE_PERCENT })}</p>
      <p className="account-card__muted">{t('requirement')}</p>
      <p>
        {t('currentLabel')}{' '}
        {address ? <code className="account-bindings__value">{address}</code> : <span>{t('notSet')}</span>}
      </p>
      <form className="account-form account-form--inline" onSubmit={onSubmit} noValidate>
        <TextField
          id="usercenter-solana-payout"
          label={t('label')}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            mutation.reset();
          }}
          hint={t('hint')}
          error={isSubmitted && normalized === null ? t('invalid') : null}
          action={<SubmitButton isPending={mutation.isPending} label={t('save')} pendingLabel={t('saving')} />}
        />
        {address && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate('')}
          >
            {t('clear')}
          </button>
        )}
        {mutation.isError && <FormAlert tone="error">{formErrorText(mutation.error, locale)}</FormAlert>}
        {mutation.isSuccess && <FormAlert tone="notice">{t(mutation.variables ? 'saved' : 'cleared')}</FormAlert>}
      </form>
    </section>
  );
}
