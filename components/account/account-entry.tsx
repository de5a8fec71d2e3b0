'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { authPageHref } from '@/lib/client/last-page';
import { displayName, useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';

export interface AccountEntryLabels {
  signIn: string;
  signOut: string;
  signingOut: string;
  userCenter: string;
}

/** The header's account entry: a sign-in link that remembers the page, or the user's name and a sign-out action. */
export function AccountEntry({ locale, labels }: { locale: Locale; labels: AccountEntryLabels }) {
  const pathname = usePathname() ?? `/${locale}`;
  const { user, status, isLoggedIn, logout } = useUser();
  const [search, setSearch] = useState('');
  const [isSigningOut, setIsSigningOut] = useState(false);

  // The query only exists in the browser; reading it after hydration keeps server and client markup equal.
  useEffect(() => setSearch(pathname ? window.location.search : ''), [pathname]);

  if (!isLoggedIn || !status) {
    return (
      <a className="button button--small" href={authPageHref(locale, 'login', `${pathname}${search}`)}>
        {labels.signIn}
      </a>
    );
  }

  const onSignOut = async () => {
    setIsSigningOut(true);
    try {
      await logout();
    } catch {
      // Signed out locally all the same; the refetched info shows whether the server still has a session.
    } finally {
      setIsSigningOut(false);
    }
  };

  return (
    <div className="account-entry">
      <a className="account-entry__name" href={`/${locale}/account/usercenter`} title={labels.userCenter}>
        {displayName(user ?? { userName: null, email: status.email, address: status.address })}
      </a>
      <button type="button" className="account-entry__sign-out" onClick={onSignOut} disabled={isSigningOut}>
        {isSigningOut ? labels.signingOut : labels.signOut}
      </button>
    </div>
  );
}
