'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { AppError, SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ChallengeNotice } from './challenge-notice';
import { TurnstileWidget } from './turnstile-widget';
import { useActivation } from './use-activation';
import { useChallenge } from './use-challenge';

export const SUBSCRIBER_PATH = '/api/v1/subscriber';
/**
 * A shape check only: lib/validation's spec §5 rule comes with zod, which the footer of every page must not carry.
 * The server applies the full rule and names the field (5016 `email`), which shows the same message.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const TURNSTILE_HEADER = 'cf-turnstile-response';

/** Spec §5: subscribing without the challenge's token fails with this; the form says why (ChallengeNotice). */
export class MissingTokenError extends Error {
  constructor() {
    super('Failed to get token');
    this.name = 'MissingTokenError';
  }
}

/** The server's 5016 naming the e-mail field: the address passed the shape check but not spec §5. */
function isEmailRefusal(error: unknown): boolean {
  return error instanceof AppError && error.code === SERVER_CODE.BAD_PARAMETERS && /\bemail$/.test(error.message);
}

interface NewsletterFormProps {
  locale: Locale;
  /** The Turnstile site key; the footer leaves the form out when there is none. */
  siteKey: string;
}

/** The footer's newsletter form (spec §1, §5, §7): e-mail + Turnstile token in the cf-turnstile-response header. */
export function NewsletterForm({ locale, siteKey }: NewsletterFormProps) {
  const t = useTranslations('newsletter');
  const http = useHttpClient();
  const section = useRef<HTMLElement>(null);
  const { isActive, activate } = useActivation(section);
  const [email, setEmail] = useState('');
  const challenge = useChallenge(true);
  const { token } = challenge;
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isEngaged, setIsEngaged] = useState(false);
  const isEmailValid = EMAIL_SHAPE.test(email.trim());

  const mutation = useMutation({
    mutationFn: async () => {
      if (!token) throw new MissingTokenError();
      return http.post(SUBSCRIBER_PATH, { email: email.trim() }, { headers: { [TURNSTILE_HEADER]: token } });
    },
    onSettled: (_data, error) => {
      if (error instanceof MissingTokenError) return;
      challenge.renew();
    },
    onSuccess: () => setEmail(''),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    activate();
    setIsSubmitted(true);
    if (!isEmailValid) return;
    mutation.mutate();
  };

  const emailError = isSubmitted && !isEmailValid ? t('invalidEmail') : null;
  const errorText = (() => {
    if (!mutation.error) return null;
    if (mutation.error instanceof MissingTokenError) return null; // ChallengeNotice says why
    if (isEmailRefusal(mutation.error)) return t('invalidEmail');
    return formErrorText(mutation.error, locale);
  })();

  const hasChallengeFailed = challenge.status === 'failed' || challenge.status === 'timedOut';
  const isChallengeNoticeShown =
    (hasChallengeFailed && (isEngaged || isSubmitted)) || mutation.error instanceof MissingTokenError;

  return (
    <section
      ref={section}
      className="newsletter"
      aria-labelledby="newsletter-title"
      onFocus={() => {
        activate();
        setIsEngaged(true);
      }}
    >
      <h2 id="newsletter-title" className="newsletter__title">
        {t('title')}
      </h2>
      <p className="newsletter__intro">{t('intro')}</p>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate>
        <label className="newsletter__label" htmlFor="newsletter-email">
          {t('emailLabel')}
        </label>
        <input
          id="newsletter-email"
          className="account-field__input newsletter__input"
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          maxLength={254}
          onChange={(event) => {
            setEmail(event.target.value);
            if (!mutation.isPending) mutation.reset();
          }}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'newsletter-email-error' : undefined}
        />
        <button
          className="button newsletter__submit"
          type="submit"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
          data-track="newsletter-subscribe"
        >
          {mutation.isPending ? t('submitting') : t('submit')}
        </button>
      </form>
      {isActive && (
        <TurnstileWidget
          key={challenge.widgetKey}
          siteKey={siteKey}
          action="subscribe"
          locale={locale}
          onToken={challenge.onToken}
          onFailure={challenge.onFailure}
        />
      )}
      {isChallengeNoticeShown && (
        <ChallengeNotice status={challenge.status} onRetry={challenge.retry} className="newsletter__message" />
      )}
      {emailError && (
        <p id="newsletter-email-error" className="newsletter__message newsletter__message--error">
          {emailError}
        </p>
      )}
      {errorText && (
        <p className="newsletter__message newsletter__message--error" role="alert">
          {errorText}
        </p>
      )}
      {mutation.isSuccess && (
        <p className="newsletter__message newsletter__message--success" role="status">
          {t('success')}
        </p>
      )}
    </section>
  );
}
