'use client';

import { useTranslations } from 'next-intl';
import { type UserInfo, useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { AccountCard } from './account-card';
import { AvatarUpload } from './avatar-upload';
import { BindingsCard } from './bindings-card';
import { InviteLinkCard } from './invite-link-card';
import { SignInRequired } from './sign-in-required';
import { SolanaPayoutCard } from './solana-payout-card';
import { UserNameEditor } from './user-name-editor';

export interface UsercenterLinks {
  bindEmailHref: string | null;
  bindAddressHref: string | null;
  benefitsHref: string | null;
}

/** The signed-in user's profile: avatar, user name, e-mail and wallet bindings, invite link, Solana payout address. */
interface UsercenterViewProps {
  locale: Locale;
  links: UsercenterLinks;
  /** The user the server's page guard found: shown until the browser's own info fetch has settled. */
  initialUser: UserInfo | null;
}

export function UsercenterView({ locale, links, initialUser }: UsercenterViewProps) {
  const t = useTranslations('account');
  const { user: fetchedUser, isLoggedIn, isChecked, setSignedIn } = useUser({ hasServerSession: initialUser !== null });
  const user = fetchedUser ?? (isChecked ? null : initialUser);

  if (isChecked && !isLoggedIn) {
    return <SignInRequired locale={locale} currentPath={`/${locale}/account/usercenter`} />;
  }
  if (!user) {
    return (
      <AccountCard title={t('usercenter.title')}>
        <p className="account-card__muted" role="status">
          {t('common.loading')}
        </p>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('usercenter.title')}>
      <section className="account-section">
        <h2>{t('usercenter.profileHeading')}</h2>
        <AvatarUpload locale={locale} avatar={user.avatar} onSaved={setSignedIn} />
        <UserNameEditor locale={locale} userName={user.userName} onSaved={setSignedIn} />
      </section>
      <BindingsCard
        email={user.email}
        address={user.address}
        bindEmailHref={links.bindEmailHref}
        bindAddressHref={links.bindAddressHref}
      />
      <InviteLinkCard locale={locale} inviteCode={user.inviteCode} />
      <SolanaPayoutCard locale={locale} address={user.solanaPayoutAddress} onSaved={setSignedIn} />
      {links.benefitsHref && (
        <p className="account-card__footer">
          <a href={links.benefitsHref}>{t('usercenter.benefitsLink')}</a>
        </p>
      )}
    </AccountCard>
  );
}
