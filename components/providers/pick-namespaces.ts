export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Only the named namespaces of the request's messages (an unknown name is a bug: it throws). Apart from
 * client-messages.tsx: a server component that imports that module puts next-intl's client provider, and its
 * message formatter, on its page even when it never renders it (issue 13 point 10).
 */
export function pickNamespaces(messages: MessageTree, namespaces: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const namespace of namespaces) {
    const tree = messages[namespace];
    if (tree === undefined) throw new Error(`No message namespace "${namespace}"`);
    picked[namespace] = tree;
  }
  return picked;
}
