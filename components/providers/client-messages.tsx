import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type MessageTree, pickNamespaces } from './pick-namespaces';

export { pickNamespaces } from './pick-namespaces';

interface ClientMessagesProps {
  /** Top-level namespaces of messages/<locale>.json the client components below need, e.g. ['auth']. */
  namespaces: readonly string[];
  children: ReactNode;
}

/** Gives client components only the message namespaces they use (DESIGN §8), not the whole catalogue. */
export async function ClientMessages({ namespaces, children }: ClientMessagesProps) {
  const messages = (await getMessages()) as MessageTree;
  return <NextIntlClientProvider messages={pickNamespaces(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
