import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type MessageTree = { [key: string]: string | MessageTree };

interface ClientMessagesProps {
  /** Top-level namespaces of messages/<locale>.json the client components below need, e.g. ['auth']. */
  namespaces: readonly string[];
  children: ReactNode;
}

/** Only the named namespaces of the request's messages (an unknown name is a bug: it throws). */
export function pickNamespaces(messages: MessageTree, namespaces: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const namespace of namespaces) {
    const tree = messages[namespace];
    if (tree === undefined) throw new Error(`No message namespace "${namespace}"`);
    picked[namespace] = tree;
  }
  return picked;
}

/** Gives client components only the message namespaces they use (DESIGN §8), not the whole catalogue. */
export async function ClientMessages({ namespaces, children }: ClientMessagesProps) {
  const messages = (await getMessages()) as MessageTree;
  return <NextIntlClientProvider messages={pickNamespaces(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
