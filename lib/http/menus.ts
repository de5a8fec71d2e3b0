import { AppError, CLIENT_CODE, TRANSPORT_CODE } from '@/lib/errors';
import { acceptLanguageFor, type Locale } from '@/lib/i18n/config';
import type { HttpClient } from './client';
import type { LocalStore } from './local-store';

/** A menu entry (spec §3): routeUrl localised when present, children in `menus`; other fields pass through. */
export type MenuItem = { routeUrl?: string; menus?: MenuItem[]; [field: string]: unknown };
export type MenuResponse = { menus: MenuItem[]; [field: string]: unknown };

/**
 * The shape check of spec §3 by hand, not with zod: this module is on every page (through lib/http), and zod would
 * add ≈ 31 KiB of gzipped JavaScript to each (issue 13 point 10). Other fields pass through unchecked.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMenuList(value: unknown): value is MenuItem[] {
  return Array.isArray(value) && value.every(isMenuItem);
}

function isMenuItem(value: unknown): value is MenuItem {
  if (!isRecord(value)) return false;
  const { routeUrl, menus } = value;
  return (routeUrl === undefined || typeof routeUrl === 'string') && (menus === undefined || isMenuList(menus));
}

export function isMenuResponse(value: unknown): value is MenuResponse {
  return isRecord(value) && isMenuList(value.menus);
}

/** The cache keys of spec §4, one per language. */
export const MENU_STORAGE_KEY: Readonly<Record<Locale, string>> = { cn: 'menus', en: 'en-menus' };

export interface LoadMenusOptions {
  /** Skip the cache and refresh it, e.g. after a language change. */
  force?: boolean;
}

/**
 * The menus of one language: from the cache unless forced, else GET /api/v1/menu?source=cp in that
 * language (the header is set per call so a switch in progress cannot cache one language under the
 * other's key). A cached value of the wrong shape is ignored and refetched. A full storage does not
 * stop the menu from showing: the fresh menus are returned uncached.
 */
export async function loadMenus(
  client: HttpClient,
  locale: Locale,
  store: LocalStore,
  { force = false }: LoadMenusOptions = {},
): Promise<MenuResponse> {
  const key = MENU_STORAGE_KEY[locale];
  if (!force) {
    const cached = store.getJson<unknown>(key);
    if (isMenuResponse(cached)) return cached;
  }
  const answer = await client.get<unknown>(
    '/api/v1/menu',
    { source: 'cp' },
    { headers: { 'Accept-Language': acceptLanguageFor(locale) } },
  );
  if (!isMenuResponse(answer)) {
    throw new AppError(TRANSPORT_CODE.RESPONSE_ERROR, 'The menu response has no menus list', { raw: answer });
  }
  try {
    store.setJson(key, answer);
  } catch (error) {
    if (!(error instanceof AppError && error.code === CLIENT_CODE.LOCAL_STORAGE_FULL)) throw error;
  }
  return answer;
}

/** What the UI calls when the language changes (spec §4: menus are reloaded on language change). */
export function reloadMenusForLocale(client: HttpClient, locale: Locale, store: LocalStore): Promise<MenuResponse> {
  return loadMenus(client, locale, store, { force: true });
}
