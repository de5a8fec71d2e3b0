/** A path without its trailing slash ('/en/' → '/en'), the root staying '/'. */
function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Which of the menu's links is the current page: the one whose address is the path, else the deepest one the path
 * sits under ('/en/balance/monitor' for '/en/balance/monitor/history'). Home only on home itself, since every page
 * sits under it. Null when no link leads here (an account or VIP page).
 */
export function currentHref(pathname: string | null, hrefs: readonly string[], homeHref: string): string | null {
  if (!pathname) return null;
  const path = trimSlash(pathname.split(/[?#]/)[0]);
  if (path === trimSlash(homeHref)) return homeHref;
  let best: string | null = null;
  for (const href of hrefs) {
    const candidate = trimSlash(href);
    if (candidate === trimSlash(homeHref)) continue;
    if (path === candidate || path.startsWith(`${candidate}/`)) {
      if (best === null || candidate.length > trimSlash(best).length) best = href;
    }
  }
  return best;
}
