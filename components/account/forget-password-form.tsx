'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { hasErrors } from '@/lib/client/account-form-rules';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { clearUserStatus, resetPassword } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { AccountCard } from './account-card';
import { CodePasswordFields } from './code-password-fields';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { useCodePasswordFields } from './use-code-password-fields';

/** Password reset by e-mail code; the server signs out every session, so the user signs in again afterwards. */
export function ForgetPasswordForm({ locale, loginHref }: { locale: Locale; loginHref: string }) {
  const t = useTranslations('auth');
  const http = useHttpClient();
  const fields = useCodePasswordFields();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      resetPassword(http, {
        email: fields.values.email.trim(),
        verifyCode: fields.values.verifyCode.trim(),
        newPassword: fields.values.password,
      }),
    onSuccess: () => {
      fields.clearPasswords();
      // Every session of the account is gone; a status left in this browser would claim otherwise.
      clearUserStatus();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasErrors(fields.errors)) return;
    mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <AccountCard title={t('forgetPassword.title')}>
        <FormAlert tone="notice">{t('forgetPassword.done')}</FormAlert>
        <a className="button" href={loginHref}>
          {t('forgetPassword.signIn')}
        </a>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('forgetPassword.title')} intro={t('forgetPassword.intro')}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <CodePasswordFields
          locale={locale}
          idPrefix="forget-password"
          fields={fields}
          source="forgetPassword"
          isShowingErrors={isSubmitted}
          passwordLabel="newPassword"
        />
        {mutation.isError && <FormAlert tone="error">{formErrorText(mutation.error, locale)}</FormAlert>}
        <SubmitButton
          isPending={mutation.isPending}
          label={t('forgetPassword.submit')}
          pendingLabel={t('forgetPassword.pending')}
        />
      </form>
      <p className="account-card__footer">
        <a href={loginHref}>{t('forgetPassword.backToLogin')}</a>
      </p>
    </AccountCard>
  );
}
