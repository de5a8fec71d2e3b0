'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formErrorText, retryAfterSeconds } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { type EmailCodeSource, sendEmailCode } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';

/** The server accepts one code per address per minute; the button waits as long. */
export const RESEND_WAIT_SECONDS = 60;

interface SendCodeButtonProps {
  locale: Locale;
  email: string;
  source: EmailCodeSource;
  /** False when the e-mail field is invalid: the form then shows that field's error instead of sending. */
  isEmailValid: boolean;
  onInvalidEmail: () => void;
}

/** Sends a verification code to the e-mail, then counts down before it can be sent again. */
export function SendCodeButton({ locale, email, source, isEmailValid, onInvalidEmail }: SendCodeButtonProps) {
  const t = useTranslations('auth.sendCode');
  const http = useHttpClient();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => sendEmailCode(http, { email: email.trim(), source }),
    onSuccess: (result) => {
      setSecondsLeft(RESEND_WAIT_SECONDS);
      setNotice(result.delivery === 'development-log' ? t('developmentLog') : t('sent', { email: email.trim() }));
    },
    onError: (error) => {
      setNotice(null);
      setSecondsLeft(retryAfterSeconds(error) ?? 0);
    },
  });

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = () => {
    if (!isEmailValid) return onInvalidEmail();
    mutation.mutate();
  };
  const isWaiting = secondsLeft > 0;
  const label = mutation.isPending ? t('sending') : isWaiting ? t('resendIn', { seconds: secondsLeft }) : t('send');

  return (
    <>
      <button
        type="button"
        className="button account-button--secondary account-send-code"
        onClick={onClick}
        disabled={mutation.isPending || isWaiting}
      >
        {label}
      </button>
      {notice && (
        <p className="account-send-code__notice" role="status">
          {notice}
        </p>
      )}
      {mutation.isError && (
        <p className="account-send-code__error" role="alert">
          {formErrorText(mutation.error, locale)}
        </p>
      )}
    </>
  );
}
