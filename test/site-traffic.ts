import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { buildPath, localizedHref, servedRoutes } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { MOBILE_PAGES, mobilePathFor } from '@/lib/routing/mobile';

// Traffic for tests and benchmarks that load a whole running server (the memory regression test, the soak).

/** Parameters of parametric pages whose every value is served: one example each. */
const EXAMPLE_PARAMS: Readonly<Record<string, Record<string, string>>> = {
  'vip-feature-days': { feature: 'balanceMonitor', days: '7' },
};

/** Every served page of the catalogue in the given locales (parametric ones with their served values) and /m/…. */
export function servedPagePaths(locales: readonly Locale[]): string[] {
  const routePaths = servedRoutes().flatMap((entry) => {
    if (!entry.path.includes(':')) return [entry.path];
    const example = EXAMPLE_PARAMS[entry.routeName];
    if (example) return [buildPath(entry.routeName, example)];
    return Object.entries(entry.implementedValues ?? {}).flatMap(([name, values]) =>
      values.map((value) => buildPath(entry.routeName, { [name]: value })),
    );
  });
  const desktop = locales.flatMap((locale) => routePaths.map((routePath) => localizedHref(locale, routePath)));
  const mobile = Object.keys(MOBILE_PAGES).flatMap((routePath) => mobilePathFor(routePath) ?? []);
  return [...desktop, ...mobile];
}

/** A session cookie (`name=value`) for a fresh wallet, through the API a browser uses: Sign-In with Ethereum. */
export async function signInWithFreshWallet(baseUrl: string): Promise<string> {
  const account = privateKeyToAccount(generatePrivateKey());
  const signMessage = await fetch(`${baseUrl}/api/v1/account/signmsg?address=${account.address}&chainId=1`);
  const { data } = (await signMessage.json()) as { data: { message: string } };
  const signature = await account.signMessage({ message: data.message });
  const verify = await fetch(`${baseUrl}/api/v1/account/signverify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: data.message, signature }),
  });
  const cookie = verify.headers.getSetCookie().find((value) => value.startsWith('next-auth.session-token='));
  if (!cookie) throw new Error(`No session cookie after sign-in (HTTP ${verify.status})`);
  return cookie.split(';')[0];
}
