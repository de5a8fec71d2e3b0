'use client';

import { useCallback } from 'react';
import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { useWalletMessageFlow } from './use-wallet-message-flow';
import { bindWalletAddress, type SignedWalletMessage } from './wallet-account-api';

/**
 * Links the connected wallet to the signed-in account: signmsg → personal_sign → address/bind. `bind()` resolves
 * with the updated user, or null when cancelled or refused (5014: the address belongs to another account).
 * Must render inside EvmWalletProvider.
 */
export function useBindWalletAddress(locale: Locale) {
  const submit = useCallback((signed: SignedWalletMessage) => bindWalletAddress(locale, signed), [locale]);
  const { start, ...flow } = useWalletMessageFlow<UserInfo>(locale, submit);
  return { bind: start, ...flow };
}
