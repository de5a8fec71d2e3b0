'use client';

import { useTranslations } from 'next-intl';
import { BindingRow } from './binding-row';

interface BindingsCardProps {
  email: string | null;
  address: string | null;
  /** Links to the binding pages; null while a page is not served. */
  bindEmailHref: string | null;
  bindAddressHref: string | null;
}

/** The two ways into the account, with a link to add whichever is missing. */
export function BindingsCard({ email, address, bindEmailHref, bindAddressHref }: BindingsCardProps) {
  const t = useTranslations('account.usercenter');
  return (
    <section className="account-section">
      <h2>{t('bindingsHeading')}</h2>
      <dl className="account-bindings">
        <BindingRow
          label={t('emailLabel')}
          value={email}
          linkLabel={t('bindEmail')}
          href={bindEmailHref}
          notBound={t('notBound')}
        />
        <BindingRow
          label={t('addressLabel')}
          value={address}
          linkLabel={t('bindAddress')}
          href={bindAddressHref}
          notBound={t('notBound')}
        />
      </dl>
    </section>
  );
}
