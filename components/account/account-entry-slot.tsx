import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/config';
import { AccountEntry } from './account-entry';

/** The header's account entry with its labels read on the server, so the header needs no client messages. */
export async function AccountEntrySlot({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account.entry' });
  const labels = {
    signIn: t('signIn'),
    signOut: t('signOut'),
    signingOut: t('signingOut'),
    userCenter: t('userCenter'),
  };
  return <AccountEntry locale={locale} labels={labels} />;
}
