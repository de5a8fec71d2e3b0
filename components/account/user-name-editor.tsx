'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { USER_NAME_MAX_LENGTH, userNameError } from '@/lib/client/account-form-rules';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { type UserInfo, updateUserName } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

interface UserNameEditorProps {
  locale: Locale;
  userName: string | null;
  onSaved: (user: UserInfo) => void;
}

/** Edits the user name under its rule: 1–32 characters, no markup. */
export function UserNameEditor({ locale, userName, onSaved }: UserNameEditorProps) {
  const t = useTranslations('account.usercenter');
  const http = useHttpClient();
  const [value, setValue] = useState(userName ?? '');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const error = userNameError(value);
  const mutation = useMutation({
    mutationFn: () => updateUserName(http, value.trim()),
    onSuccess: onSaved,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (error) return;
    mutation.mutate();
  };

  return (
    <form className="account-form account-form--inline" onSubmit={onSubmit} noValidate>
      <TextField
        id="usercenter-user-name"
        label={t('userNameLabel')}
        autoComplete="nickname"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          mutation.reset();
        }}
        hint={t('userNameRule', { max: USER_NAME_MAX_LENGTH })}
        error={isSubmitted && error ? t(`validation.${error}`, { max: USER_NAME_MAX_LENGTH }) : null}
        action={<SubmitButton isPending={mutation.isPending} label={t('userNameSave')} pendingLabel={t('saving')} />}
      />
      {mutation.isError && <FormAlert tone="error">{formErrorText(mutation.error, locale)}</FormAlert>}
      {mutation.isSuccess && <FormAlert tone="notice">{t('userNameSaved')}</FormAlert>}
    </form>
  );
}
