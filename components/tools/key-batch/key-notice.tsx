'use client';

import { useTranslations } from 'next-intl';

/** The promise every key tool makes, shown above its fields. */
export function KeyNotice() {
  const t = useTranslations('keyBatch.notice');
  return (
    <div className="key-batch__notice" role="note">
      <p>
        <strong>{t('title')}</strong> {t('body')}
      </p>
      <p>{t('advice')}</p>
    </div>
  );
}
