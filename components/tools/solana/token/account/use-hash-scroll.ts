'use client';

import { useEffect, useRef } from 'react';

export const ACCOUNT_SECTIONS = ['burn', 'mint', 'revoke', 'freeze'] as const;

/**
 * Brings the section named by the address's hash (#burn, #mint, #revoke, #freeze: the legacy burn-token, mint-token
 * and revoke-auth pages redirect there) into view once the view is on screen, and again once the token has loaded
 * (the overview above it then pushes it down).
 */
export function useHashScroll(isTokenLoaded: boolean): void {
  const scrolledWithToken = useRef(false);
  useEffect(() => {
    if (scrolledWithToken.current) return;
    if (isTokenLoaded) scrolledWithToken.current = true;
    const id = window.location.hash.slice(1);
    if (!(ACCOUNT_SECTIONS as readonly string[]).includes(id)) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [isTokenLoaded]);
}
