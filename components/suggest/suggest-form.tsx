'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SubmitButton } from '@/components/account/submit-button';
import { TextField } from '@/components/account/text-field';
import { ChallengeNotice } from '@/components/newsletter/challenge-notice';
import { MissingTokenError, TURNSTILE_HEADER } from '@/components/newsletter/newsletter-form';
import { TurnstileWidget } from '@/components/newsletter/turnstile-widget';
import { useActivation } from '@/components/newsletter/use-activation';
import { useChallenge } from '@/components/newsletter/use-challenge';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import type { Locale } from '@/lib/i18n/config';
import { isEmail } from '@/lib/validation/email';
import { feedbackProblem, originPage, SUGGEST_MAX_LENGTH, SUGGEST_MIN_LENGTH, SUGGEST_PATH } from './suggest-rules';

interface SuggestFormProps {
  locale: Locale;
  /** null: Turnstile is not configured (production without keys); sending then says the check is not set up. */
  siteKey: string | null;
}

/** The suggest page's feedback form: message, optional e-mail, Turnstile token; POST /api/v1/suggest. */
export function SuggestForm({ locale, siteKey }: SuggestFormProps) {
  const t = useTranslations('suggest');
  const http = useHttpClient();
  const form = useRef<HTMLFormElement>(null);
  const { isActive, activate } = useActivation(form);
  const [content, setContent] = useState('');
  const [email, setEmail] = useState('');
  const challenge = useChallenge(siteKey !== null);
  const { token } = challenge;
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isEngaged, setIsEngaged] = useState(false);
  const contentProblem = feedbackProblem(content);
  const isEmailValid = email.trim() === '' || isEmail(email.trim());

  const mutation = useMutation({
    mutationFn: async () => {
      if (!token) throw new MissingTokenError();
      const body = { content: content.trim(), email: email.trim() || undefined, page: originPage() };
      return http.post(SUGGEST_PATH, body, { headers: { [TURNSTILE_HEADER]: token } });
    },
    onSettled: (_data, error) => {
      if (error instanceof MissingTokenError) return;
      challenge.renew();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    activate();
    setIsSubmitted(true);
    if (contentProblem || !isEmailValid) return;
    mutation.mutate();
  };

  if (mutation.isSuccess) {
    return (
      <div className="suggest__done">
        <FormAlert tone="notice">{t('success')}</FormAlert>
        <button
          type="button"
          className="button suggest__again"
          onClick={() => {
            setContent('');
            setIsSubmitted(false);
            mutation.reset();
          }}
        >
          {t('sendAnother')}
        </button>
      </div>
    );
  }

  const limits = { min: SUGGEST_MIN_LENGTH, max: SUGGEST_MAX_LENGTH };
  const contentError = isSubmitted && contentProblem ? t(contentProblem, limits) : null;
  // Without a token, ChallengeNotice says why instead.
  const errorText =
    mutation.error && !(mutation.error instanceof MissingTokenError) ? formErrorText(mutation.error, locale) : null;
  const hasChallengeFailed = challenge.status === 'failed' || challenge.status === 'timedOut';
  const isChallengeNoticeShown =
    (hasChallengeFailed && (isEngaged || isSubmitted)) || mutation.error instanceof MissingTokenError;

  return (
    <form
      ref={form}
      className="account-form suggest__form"
      onSubmit={onSubmit}
      onFocus={() => {
        activate();
        setIsEngaged(true);
      }}
      noValidate
    >
      <div className="account-field">
        <label className="account-field__label" htmlFor="suggest-content">
          {t('contentLabel')}
        </label>
        <textarea
          id="suggest-content"
          className="account-field__input suggest__content"
          rows={7}
          maxLength={SUGGEST_MAX_LENGTH + 200}
          placeholder={t('contentPlaceholder')}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={contentError ? 'suggest-content-rule suggest-content-error' : 'suggest-content-rule'}
        />
        <p id="suggest-content-rule" className="account-field__hint">
          {t('contentRule', limits)}
        </p>
        {contentError && (
          <p id="suggest-content-error" className="account-field__error">
            {contentError}
          </p>
        )}
      </div>
      <TextField
        id="suggest-email"
        type="email"
        label={t('emailLabel')}
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        hint={t('emailHint')}
        error={isSubmitted && !isEmailValid ? t('invalidEmail') : null}
      />
      <p className="suggest__warning">{t('secretsWarning')}</p>
      {isActive && siteKey && (
        <TurnstileWidget
          key={challenge.widgetKey}
          siteKey={siteKey}
          action="suggest"
          locale={locale}
          onToken={challenge.onToken}
          onFailure={challenge.onFailure}
        />
      )}
      {isChallengeNoticeShown && <ChallengeNotice status={challenge.status} onRetry={challenge.retry} />}
      {errorText && <FormAlert tone="error">{errorText}</FormAlert>}
      <SubmitButton isPending={mutation.isPending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
