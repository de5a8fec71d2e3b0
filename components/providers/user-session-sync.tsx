'use client';

import { useUser } from '@/lib/client/user';

/** Spec §4: the user store fetches account info at start, on every page, with or without a header. */
export function UserSessionSync() {
  useUser();
  return null;
}
