'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { emailError, hasErrors, passwordPresenceError } from '@/lib/client/account-form-rules';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { afterSignInPath } from '@/lib/client/last-page';
import { navigateTo } from '@/lib/client/navigate';
import { signInWithEmail, type UserInfo, useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { AccountCard } from './account-card';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { WalletSignInSlot } from './wallet-sign-in-slot';

interface LoginFormProps {
  locale: Locale;
  lastPage: string | null;
  signupHref: string;
  forgetPasswordHref: string;
}

/** Sign-in by e-mail and password, or by wallet signature; afterwards to lastPage when it is on this site. */
export function LoginForm({ locale, lastPage, signupHref, forgetPasswordHref }: LoginFormProps) {
  const t = useTranslations('auth');
  const http = useHttpClient();
  const { setSignedIn } = useUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = { email: emailError(email), password: passwordPresenceError(password) };
  const goOn = () => navigateTo(afterSignInPath(lastPage, locale));

  const mutation = useMutation({
    mutationFn: () => signInWithEmail(http, { email: email.trim(), password }),
    onSuccess: (user) => {
      setPassword('');
      setSignedIn(user);
      goOn();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasErrors(errors)) return;
    mutation.mutate();
  };
  const onWalletSignedIn = (user: UserInfo) => {
    setSignedIn(user);
    goOn();
  };
  const errorText = (key: keyof typeof errors) => (isSubmitted && errors[key] ? t(`validation.${errors[key]}`) : null);

  return (
    <AccountCard title={t('login.title')} intro={t('login.intro')}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <TextField
          id="login-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          value={email}
          onValueChange={setEmail}
          error={errorText('email')}
        />
        <TextField
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errorText('password')}
        />
        {mutation.isError && <FormAlert tone="error">{formErrorText(mutation.error, locale)}</FormAlert>}
        <SubmitButton isPending={mutation.isPending} label={t('login.submit')} pendingLabel={t('login.pending')} />
        <a className="account-form__aside" href={forgetPasswordHref}>
          {t('login.forgotPassword')}
        </a>
      </form>
      <div className="account-card__wallet">
        <h2 className="account-card__subtitle">{t('login.walletHeading')}</h2>
        <WalletSignInSlot locale={locale} onSignedIn={onWalletSignedIn} />
      </div>
      <p className="account-card__footer">
        {t('login.noAccount')} <a href={signupHref}>{t('login.signUpLink')}</a>
      </p>
    </AccountCard>
  );
}
