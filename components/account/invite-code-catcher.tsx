'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { captureInviteCode } from '@/lib/client/invite-code';

/**
 * Spec §2: an invite_code query parameter on any page is kept in sessionStorage for the signup form. Reads
 * window.location rather than useSearchParams, so the layout needs no Suspense boundary around it.
 */
export function InviteCodeCatcher() {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname !== null) captureInviteCode(window.location.search);
  }, [pathname]);
  return null;
}
