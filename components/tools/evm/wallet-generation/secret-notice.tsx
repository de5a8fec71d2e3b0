import { useTranslations } from 'next-intl';

/** The warning every wallet tool shows: what the secrets are, and that they stay in this tab. */
export function SecretNotice() {
  const t = useTranslations('walletTools.common');
  return (
    <div className="wallet-tools__notice" role="note">
      <p>
        <strong>{t('secretTitle')}</strong> {t('secretWarning')}
      </p>
      <p>{t('offlineNote')}</p>
    </div>
  );
}
