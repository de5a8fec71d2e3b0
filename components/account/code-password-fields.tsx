'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldErrorKey, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/client/account-form-rules';
import type { EmailCodeSource } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';
import type { CodePasswordFields as Fields } from './use-code-password-fields';

interface CodePasswordFieldsProps {
  locale: Locale;
  idPrefix: string;
  fields: Fields;
  source: EmailCodeSource;
  /** Errors show once the user has tried to submit, then follow every keystroke. */
  isShowingErrors: boolean;
  /** 'newPassword' on the reset form, 'password' elsewhere. */
  passwordLabel: 'password' | 'newPassword';
}

/** E-mail with its send-code button, the code, and a new password typed twice under the stated rule. */
export function CodePasswordFields({
  locale,
  idPrefix,
  fields,
  source,
  isShowingErrors,
  passwordLabel,
}: CodePasswordFieldsProps) {
  const t = useTranslations('auth');
  const [isEmailErrorForced, setIsEmailErrorForced] = useState(false);
  const { values, errors, setField } = fields;
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const text = (key: FieldErrorKey | null, isShown = isShowingErrors) =>
    isShown && key ? t(`validation.${key}`, limits) : null;
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        value={values.email}
        onValueChange={(value) => setField('email', value)}
        error={text(errors.email, isShowingErrors || isEmailErrorForced)}
        action={
          <SendCodeButton
            locale={locale}
            email={values.email}
            source={source}
            isEmailValid={errors.email === null}
            onInvalidEmail={() => setIsEmailErrorForced(true)}
          />
        }
      />
      <TextField
        id={`${idPrefix}-code`}
        label={t('fields.verifyCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('fields.codePlaceholder')}
        value={values.verifyCode}
        onValueChange={(value) => setField('verifyCode', value)}
        error={text(errors.verifyCode)}
      />
      <TextField
        id={`${idPrefix}-password`}
        label={t(`fields.${passwordLabel}`)}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={(value) => setField('password', value)}
        hint={t('passwordRule', limits)}
        error={text(errors.password)}
      />
      <TextField
        id={`${idPrefix}-confirmation`}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmation}
        onValueChange={(value) => setField('confirmation', value)}
        error={text(errors.confirmation)}
      />
    </>
  );
}
