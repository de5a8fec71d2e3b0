import { readServerInfo } from './server';

export const baseUrl = (): string => readServerInfo().baseUrl;

/** A request like curl's: no redirect following, optional user agent, cookie and language. */
export function probe(
  path: string,
  options: { userAgent?: string; cookie?: string; acceptLanguage?: string; method?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.userAgent) headers['user-agent'] = options.userAgent;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  return fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers, method: options.method ?? 'GET' });
}

/** The Location of a redirect, relative to the site. */
export function location(response: Response): string | null {
  const value = response.headers.get('location');
  if (!value) return null;
  const url = new URL(value, baseUrl());
  return `${url.pathname}${url.search}${url.hash}`;
}
