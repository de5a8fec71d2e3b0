'use client';

import { NextIntlClientProvider, useMessages } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { loadWalletMessages, type WalletMessages } from './wallet-messages';

interface WalletIntlProviderProps {
  locale: Locale;
  /** The "wallet" namespace picked on the server; without it, the one of a provider above, else loaded. */
  messages?: WalletMessages;
  children: ReactNode;
}

/** The "wallet" namespace of a NextIntlClientProvider above, if any (useMessages throws when there is none). */
function useAmbientWalletMessages(): WalletMessages | undefined {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render; the try only catches its "no provider" throw.
    return (useMessages() as { wallet?: WalletMessages }).wallet;
  } catch {
    return undefined;
  }
}

function useLoadedWalletMessages(locale: Locale, isNeeded: boolean): WalletMessages | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: WalletMessages }>();
  useEffect(() => {
    if (!isNeeded) return;
    let isCurrent = true;
    void loadWalletMessages(locale).then((messages) => {
      if (isCurrent) setLoaded({ locale, messages });
    });
    return () => {
      isCurrent = false;
    };
  }, [locale, isNeeded]);
  return loaded?.locale === locale ? loaded.messages : undefined;
}

/** The wallet components' texts, wherever they are mounted (e.g. inside the login form). */
export function WalletIntlProvider({ locale, messages, children }: WalletIntlProviderProps) {
  const ambient = useAmbientWalletMessages();
  const given = messages ?? ambient;
  const loaded = useLoadedWalletMessages(locale, !given);
  const walletMessages = given ?? loaded;
  if (!walletMessages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={{ wallet: walletMessages }} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
