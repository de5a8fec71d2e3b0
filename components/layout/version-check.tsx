'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { APP_VERSION } from '@/lib/version';

const RELOADED_FOR_KEY = 'chainkit:reloaded-for-version';

/**
 * Spec §7: on every navigation, compare /version.txt with the version this page was built with; on a
 * mismatch, reload with a __t__ timestamp so caches are bypassed. One reload per server version, so a
 * misconfigured server cannot put the page in a reload loop.
 */
export async function checkVersion(builtVersion: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl(`/version.txt?timestamp=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) return null;
  const serverVersion = (await response.text()).trim();
  if (!serverVersion || serverVersion === builtVersion) return null;
  if (sessionStorage.getItem(RELOADED_FOR_KEY) === serverVersion) return null;
  sessionStorage.setItem(RELOADED_FOR_KEY, serverVersion);
  const url = new URL(window.location.href);
  url.searchParams.set('__t__', String(Date.now()));
  return url.toString();
}

export function VersionCheck() {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design.
  useEffect(() => {
    checkVersion(APP_VERSION)
      .then((reloadUrl) => {
        if (reloadUrl) window.location.replace(reloadUrl);
      })
      // Offline or server down: the next navigation checks again.
      .catch(() => undefined);
  }, [pathname]);
  return null;
}
