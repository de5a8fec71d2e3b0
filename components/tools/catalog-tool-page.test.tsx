import { isValidElement, type ReactElement } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { CATALOG, isServed, matchRoute, type RouteEntry, servedPaths } from '@/lib/catalog';
import { pageFileOf } from '@/lib/catalog/testing/page-file';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

/** A tool: a served page that works on a chain family (the balance monitor's pages are the site's VIP service). */
const isToolRoute = (entry: RouteEntry) => isServed(entry) && entry.chain !== null && entry.category !== 'monitor';
const TOOL_ROUTES = CATALOG.filter(isToolRoute);
// The pages run outside a React server here: next-intl's server entry would refuse to set the request's locale.
jest.mock('next-intl/server', () => ({ setRequestLocale: () => undefined }));

const MESSAGE_FILES = { en, cn } as Record<string, Record<string, unknown>>;

type PageModule = {
  default: (props: { params: Promise<Record<string, string>>; searchParams: Promise<object> }) => Promise<unknown>;
};

/** What the page hands its client half: the namespaces of its ClientMessages (the server half is not run). */
async function namespacesPassedBy(entry: RouteEntry): Promise<readonly string[]> {
  const [path] = servedPaths(entry);
  const params = { locale: 'en', ...matchRoute(path)?.params };
  const { default: Page } = require(`@/${pageFileOf(entry).replace(/\.tsx$/, '')}`) as PageModule;
  const element = await Page({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
  if (!isValidElement(element) || element.type !== ClientMessages) {
    throw new Error(`${entry.path}: the page is not a catalogToolPage (no ClientMessages at its top)`);
  }
  return (element as ReactElement<{ namespaces: readonly string[] }>).props.namespaces;
}

describe('tool pages read their catalogue namespace', () => {
  it('finds the tool routes', () => {
    expect(TOOL_ROUTES.map((entry) => entry.routeName)).toEqual(
      expect.arrayContaining(['batch-send-token', 'solana-batch-send', 'check-balance-chain', 'mnemonic']),
    );
  });

  it.each(TOOL_ROUTES.map((entry) => [entry.path, entry] as const))('%s', async (_path, entry) => {
    for (const [language, messages] of Object.entries(MESSAGE_FILES)) {
      expect({ language, namespace: entry.namespace, isInMessages: entry.namespace in messages }).toEqual({
        language,
        namespace: entry.namespace,
        isInMessages: true,
      });
    }
    const namespaces = await namespacesPassedBy(entry);
    expect(namespaces[0]).toBe(entry.namespace);
    for (const namespace of namespaces) {
      for (const [language, messages] of Object.entries(MESSAGE_FILES)) {
        expect({ language, namespace, isInMessages: namespace in messages }).toEqual({
          language,
          namespace,
          isInMessages: true,
        });
      }
    }
  });
});
