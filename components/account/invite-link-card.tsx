'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { INVITE_CODE_QUERY_PARAMETER } from '@/lib/client/invite-code';
import type { Locale } from '@/lib/i18n/config';

type CopyState = 'idle' | 'copied' | 'failed';

/** The user's invite link on this site's origin, with a copy button. */
export function InviteLinkCard({ locale, inviteCode }: { locale: Locale; inviteCode: string }) {
  const t = useTranslations('account.usercenter');
  const [origin, setOrigin] = useState('');
  const [copyState, setCopyState] = useState<CopyState>('idle');
  useEffect(() => setOrigin(window.location.origin), []);
  const link = `${origin}/${locale}/signup?${INVITE_CODE_QUERY_PARAMETER}=${encodeURIComponent(inviteCode)}`;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <section className="account-section">
      <h2>{t('inviteHeading')}</h2>
      <p className="account-card__muted">{t('inviteIntro')}</p>
      <p>
        {t('inviteCodeLabel')} <code>{inviteCode}</code>
      </p>
      <div className="account-invite">
        <input className="account-field__input" readOnly value={link} aria-label={t('inviteLinkLabel')} />
        <button type="button" className="button" onClick={onCopy}>
          {t('copy')}
        </button>
      </div>
      {copyState === 'copied' && (
        <p className="account-field__notice" role="status">
          {t('copied')}
        </p>
      )}
      {copyState === 'failed' && (
        <p className="account-field__error" role="alert">
          {t('copyFailed')}
        </p>
      )}
    </section>
  );
}
