import { z } from 'zod';
import { type MenuTree, menuTree } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { defineHandler } from '@/lib/server/api/handler';

/** The catalogue is fixed for a build, so each language's menu is built once per process. */
const MENU_BY_LOCALE = new Map<Locale, MenuTree>();

function cachedMenu(locale: Locale): MenuTree {
  let menu = MENU_BY_LOCALE.get(locale);
  if (!menu) {
    menu = menuTree(locale);
    MENU_BY_LOCALE.set(locale, menu);
  }
  return menu;
}

/** GET /api/v1/menu?source=cp — the navigation of served routes in the request's language. */
export const GET = defineHandler({
  query: z.object({ source: z.literal('cp') }),
  handle: ({ locale }) => cachedMenu(locale),
  headers: () => ({ 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language' }),
});
