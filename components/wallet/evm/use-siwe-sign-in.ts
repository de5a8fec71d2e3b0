'use client';

import { useCallback } from 'react';
import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { useWalletMessageFlow } from './use-wallet-message-flow';
import { type SignedWalletMessage, verifyWalletSignIn } from './wallet-account-api';

/**
 * Sign-In with Ethereum: connect → signmsg → personal_sign → signverify. `signIn()` resolves with the signed-in
 * user (the session cookie is set by the answer), or null when cancelled or failed (see `feedback`).
 * Must render inside EvmWalletProvider.
 */
export function useSiweSignIn(locale: Locale) {
  const verify = useCallback((signed: SignedWalletMessage) => verifyWalletSignIn(locale, signed), [locale]);
  const { start, ...flow } = useWalletMessageFlow<UserInfo>(locale, verify);
  return { signIn: start, ...flow };
}
