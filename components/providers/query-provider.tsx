'use client';

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ACCOUNT_QUERY_KEY } from '@/lib/client/user/account-api';
import { onUserReset } from '@/lib/client/user/user-info-store';
import { createQueryClient } from './create-query-client';

let browserQueryClient: QueryClient | undefined;
/** One reset listener per client, so two providers of one client (layout and footer) reset it once. */
const resetters = new WeakMap<QueryClient, () => void>();

function resetterOf(client: QueryClient): () => void {
  let resetter = resetters.get(client);
  if (!resetter) {
    resetter = () => void client.resetQueries({ queryKey: ACCOUNT_QUERY_KEY });
    resetters.set(client, resetter);
  }
  return resetter;
}

/** One QueryClient per tab, whichever part of the page (a page's layout, the footer's form) needs it first. */
function pageQueryClient(): QueryClient {
  // A server render gets its own: a shared one would mix users' data.
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * react-query for the parts of the site that use it (every page but home: app/[locale]/(site)/layout.tsx; the
 * footer's newsletter form once it is used). Not in the root layout, so home carries none of it (issue 13 point
 * 10). A logout (lib/client/user) drops the account's cached data here too.
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [defaultClient] = useState(pageQueryClient);
  const queryClient = client ?? defaultClient;
  useEffect(() => onUserReset(resetterOf(queryClient)), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
