'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { hasErrors } from '@/lib/client/account-form-rules';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { navigateTo } from '@/lib/client/navigate';
import { bindEmail, type UserInfo, useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { AccountCard } from './account-card';
import { CodePasswordFields } from './code-password-fields';
import { FormAlert } from './form-alert';
import { SignInRequired } from './sign-in-required';
import { SubmitButton } from './submit-button';
import { useCodePasswordFields } from './use-code-password-fields';

/** A wallet user adds an e-mail and a password, so they can also sign in by e-mail and reset the password. */
export function BindEmailForm({ locale, initialUser }: { locale: Locale; initialUser: UserInfo | null }) {
  const t = useTranslations('account.bindEmail');
  const http = useHttpClient();
  const { user: fetchedUser, isLoggedIn, isChecked, setSignedIn } = useUser({ hasServerSession: initialUser !== null });
  const user = fetchedUser ?? (isChecked ? null : initialUser);
  const fields = useCodePasswordFields();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const usercenterPath = `/${locale}/account/usercenter`;
  const mutation = useMutation({
    mutationFn: () =>
      bindEmail(http, {
        email: fields.values.email.trim(),
        verifyCode: fields.values.verifyCode.trim(),
        password: fields.values.password,
      }),
    onSuccess: (info) => {
      fields.clearPasswords();
      setSignedIn(info);
      navigateTo(usercenterPath);
    },
  });

  if (isChecked && !isLoggedIn) return <SignInRequired locale={locale} currentPath={`/${locale}/bind/email`} />;
  if (user?.email && !mutation.isSuccess) {
    return (
      <AccountCard title={t('title')}>
        <FormAlert tone="notice">{t('alreadyBound', { email: user.email })}</FormAlert>
        <a href={usercenterPath}>{t('backToUsercenter')}</a>
      </AccountCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasErrors(fields.errors)) return;
    mutation.mutate();
  };

  return (
    <AccountCard title={t('title')} intro={t('intro')}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <CodePasswordFields
          locale={locale}
          idPrefix="bind-email"
          fields={fields}
          source="bindEmail"
          isShowingErrors={isSubmitted}
          passwordLabel="password"
        />
        {mutation.isError && <FormAlert tone="error">{formErrorText(mutation.error, locale)}</FormAlert>}
        <SubmitButton isPending={mutation.isPending} label={t('submit')} pendingLabel={t('pending')} />
      </form>
      <p className="account-card__footer">
        <a href={usercenterPath}>{t('backToUsercenter')}</a>
      </p>
    </AccountCard>
  );
}
