'use client';

import { useTranslations } from 'next-intl';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { StartCheck } from './use-collection-run';

/** Why a new collection did not start: the earlier one is being checked, may still land, or could not be checked. */
export function PreviousRunNotice({ check }: { check: StartCheck }) {
  const t = useTranslations('solanaBatchCollection.previous');
  const locale = useSiteLocale();
  if (check.phase === 'checking') return <p role="status">{t('checking')}</p>;
  if (check.phase === 'refused') {
    return (
      <p className="account-field__error" role="alert" data-testid="collection-previous-may-land">
        {t('mayLand', { count: check.mayLand })}
      </p>
    );
  }
  if (check.phase === 'failed') {
    return (
      <p className="account-field__error" role="alert">
        {t('failed', { reason: localizeError(check.error, locale) })}
      </p>
    );
  }
  return null;
}
