'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useState } from 'react';
import { AVATAR_TYPES, avatarError } from '@/lib/client/account-form-rules';
import { formErrorText } from '@/lib/client/form-error-text';
import { useHttpClient } from '@/lib/client/http-client-context';
import { type UserInfo, uploadAvatar } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';

interface AvatarUploadProps {
  locale: Locale;
  avatar: string | null;
  onSaved: (user: UserInfo) => void;
}

/** Picks an image, checks type and size before anything is sent, previews it, and uploads it on confirmation. */
export function AvatarUpload({ locale, avatar, onSaved }: AvatarUploadProps) {
  const t = useTranslations('account.usercenter');
  const http = useHttpClient();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (chosen: File) => uploadAvatar(http, chosen),
    onSuccess: (user) => {
      setFile(null);
      onSaved(user);
    },
  });

  useEffect(() => {
    if (!file) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    mutation.reset();
    if (!chosen) return;
    const error = avatarError(chosen);
    setRuleError(error ? t(`validation.${error}`) : null);
    setFile(error ? null : chosen);
  };

  const shown = previewUrl ?? avatar;
  return (
    <div className="account-avatar">
      <div className="account-avatar__image">
        {shown ? (
          // biome-ignore lint/performance/noImgElement: a blob: preview or our own small avatar; next/image adds nothing.
          <img src={shown} alt={previewUrl ? t('avatarPreviewAlt') : t('avatarAlt')} width={72} height={72} />
        ) : (
          <span aria-hidden="true">?</span>
        )}
      </div>
      <div className="account-avatar__controls">
        <label className="button account-button--secondary account-avatar__choose">
          {t('avatarChoose')}
          <input type="file" accept={AVATAR_TYPES.join(',')} onChange={onChange} className="account-visually-hidden" />
        </label>
        {file && (
          <button type="button" className="button" disabled={mutation.isPending} onClick={() => mutation.mutate(file)}>
            {mutation.isPending ? t('avatarUploading') : t('avatarUpload')}
          </button>
        )}
        <p className="account-field__hint">{t('avatarRule')}</p>
        {ruleError && (
          <p className="account-field__error" role="alert">
            {ruleError}
          </p>
        )}
        {mutation.isError && (
          <p className="account-field__error" role="alert">
            {formErrorText(mutation.error, locale)}
          </p>
        )}
        {mutation.isSuccess && (
          <p className="account-field__notice" role="status">
            {t('avatarSaved')}
          </p>
        )}
      </div>
    </div>
  );
}
