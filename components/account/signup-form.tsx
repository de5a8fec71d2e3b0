'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { hasErrors, inviteCodeError } from '@/lib/client/account-form-rules';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { readInviteCode } from '@/lib/client/invite-code';
import { afterSignInPath } from '@/lib/client/last-page';
import { navigateTo } from '@/lib/client/navigate';
import { signUpWithEmail, useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { AccountCard } from './account-card';
import { CodePasswordFields } from './code-password-fields';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useCodePasswordFields } from './use-code-password-fields';

interface SignupFormProps {
  locale: Locale;
  lastPage: string | null;
  loginHref: string;
}

/** E-mail signup: a code sent to the address, a password typed twice, and the invite code kept from any link. */
export function SignupForm({ locale, lastPage, loginHref }: SignupFormProps) {
  const t = useTranslations('auth');
  const http = useHttpClient();
  const { setSignedIn } = useUser();
  const fields = useCodePasswordFields();
  const [inviteCode, setInviteCode] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);

  // sessionStorage exists only in the browser: prefilled after hydration so server and client markup agree.
  useEffect(() => setInviteCode((current) => current || readInviteCode(window.location.search)), []);

  const mutation = useMutation({
    mutationFn: () =>
      signUpWithEmail(http, {
        email: fields.values.email.trim(),
        password: fields.values.password,
        verifyCode: fields.values.verifyCode.trim(),
        ...(inviteCode.trim() ? { inviteCode: inviteCode.trim() } : {}),
      }),
    onSuccess: (user) => {
      fields.clearPasswords();
      setSignedIn(user);
      navigateTo(afterSignInPath(lastPage, locale));
    },
  });

  const inviteError = inviteCodeError(inviteCode);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasErrors(fields.errors) || inviteError) return;
    mutation.mutate();
  };

  return (
    <AccountCard title={t('signup.title')} intro={t('signup.intro')}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <CodePasswordFields
          locale={locale}
          idPrefix="signup"
          fields={fields}
          source="signup"
          isShowingErrors={isSubmitted}
          passwordLabel="password"
        />
        <TextField
          id="signup-invite-code"
          label={t('fields.inviteCode')}
          autoComplete="off"
          value={inviteCode}
          onValueChange={setInviteCode}
          error={isSubmitted && inviteError ? t(`validation.${inviteError}`) : null}
        />
        {mutation.isError && <FormAlert tone="error">{formErrorText(mutation.error, locale)}</FormAlert>}
        <SubmitButton isPending={mutation.isPending} label={t('signup.submit')} pendingLabel={t('signup.pending')} />
      </form>
      <p className="account-card__footer">
        {t('signup.hasAccount')} <a href={loginHref}>{t('signup.signInLink')}</a>
      </p>
    </AccountCard>
  );
}
