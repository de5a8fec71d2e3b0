import { CATALOG, getRoute } from '@/lib/catalog/catalog';
import {
  COMPOSITE_BUILD_SEPARATOR,
  COMPOSITE_VALUE_SEPARATOR,
  isAllowedParamValue,
  segmentParamNames,
} from '@/lib/catalog/params';
import type { RouteEntry, RouteMatch } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/config';

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

function splitPattern(path: string): string[] {
  return path === '' ? [] : path.split('/');
}

/** Segments of a request path, decoded; null when an escape is malformed, since no route can match it. */
function splitRequestPath(path: string): string[] | null {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  try {
    return trimmed.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchSegment(pattern: string, value: string, params: Record<string, string>): boolean {
  const names = segmentParamNames(pattern);
  if (names === null) return pattern === value;
  const values = names.length === 1 ? [value] : value.split(COMPOSITE_VALUE_SEPARATOR);
  if (values.length !== names.length) return false;
  if (!names.every((name, index) => isAllowedParamValue(name, values[index]))) return false;
  names.forEach((name, index) => {
    params[name] = values[index];
  });
  return true;
}

function matchEntry(entry: RouteEntry, segments: readonly string[]): RouteMatch | null {
  const patterns = splitPattern(entry.path);
  if (patterns.length !== segments.length) return null;
  const params: Record<string, string> = {};
  const isMatch = patterns.every((pattern, index) => matchSegment(pattern, segments[index], params));
  return isMatch ? { entry, params } : null;
}

/**
 * A matcher over some entries: the entry for a path relative to the locale (no query), with decoded parameters.
 * Literal routes win over parametric ones whatever their order, so a fixed page is never shadowed by a pattern.
 */
export function buildRouteMatcher(entries: readonly RouteEntry[]): (path: string) => RouteMatch | null {
  const literalRoutes = entries.filter((entry) => !entry.path.includes(':'));
  const parametricRoutes = entries.filter((entry) => entry.path.includes(':'));
  return (path) => {
    const segments = splitRequestPath(path);
    if (segments === null) return null;
    for (const candidates of [literalRoutes, parametricRoutes]) {
      for (const entry of candidates) {
        const match = matchEntry(entry, segments);
        if (match) return match;
      }
    }
    return null;
  };
}

/** The catalogue entry for a path relative to the locale, with or without slashes around it. Case-sensitive. */
export const matchRoute: (path: string) => RouteMatch | null = buildRouteMatcher(CATALOG);

/** The path of a route relative to the locale, without leading slash. Throws on a missing or disallowed param. */
export function buildPath(routeName: string, params: RouteParams = {}): string {
  return splitPattern(getRoute(routeName).path)
    .map((pattern) => {
      const names = segmentParamNames(pattern);
      if (names === null) return pattern;
      const values = names.map((name) => {
        const value = params[name] === undefined ? '' : String(params[name]);
        if (!isAllowedParamValue(name, value)) {
          throw new Error(`Route ${routeName} needs a valid "${name}" parameter, got "${value}"`);
        }
        return encodeURIComponent(value);
      });
      return values.join(COMPOSITE_BUILD_SEPARATOR);
    })
    .join('/');
}

/** The site address of a path under a locale: '/en' for home, '/en/batch/send-token' otherwise. */
export function localizedHref(locale: Locale, path: string): string {
  const relative = path.replace(/^\/+/, '');
  return relative === '' ? `/${locale}` : `/${locale}/${relative}`;
}

/** Shorthand for localizedHref(locale, buildPath(routeName, params)). */
export function routeHref(locale: Locale, routeName: string, params?: RouteParams): string {
  return localizedHref(locale, buildPath(routeName, params));
}
