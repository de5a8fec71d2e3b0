/**
 * The unknown path the router carries to the home page (spec §2 sends unknown paths home in the first locale; the
 * home page says what happened). Kept apart from decide.ts so the home page's client code does not load the router.
 */

/** The query parameter naming the path that was not found. */
export const MISSING_PATH_PARAM = 'missing';
/** Longer paths are cut: the page shows the path as text, and nobody needs more to recognise a link. */
export const MISSING_PATH_MAX_LENGTH = 200;

/** The query that carries a path: only the path, never its query (which may hold anything), at most the limit. */
export function missingPathQuery(pathname: string): string {
  return `?${MISSING_PATH_PARAM}=${encodeURIComponent(pathname.slice(0, MISSING_PATH_MAX_LENGTH))}`;
}

/**
 * The carried path of a query string, readable (percent escapes decoded where valid) and at most the limit long;
 * null when there is none or it is not a site path. Only ever shown as text.
 */
export function readMissingPath(search: string): string | null {
  const raw = new URLSearchParams(search).get(MISSING_PATH_PARAM);
  if (!raw?.startsWith('/')) return null;
  const cut = raw.slice(0, MISSING_PATH_MAX_LENGTH);
  let readable = cut;
  try {
    readable = decodeURI(cut);
  } catch {
    // A malformed escape (or one cut in half) stays as it came.
  }
  // No control characters on screen (a decoded %0A or %1B); the path stays one line.
  const clean = readable.replace(/\p{Cc}/gu, '');
  return clean.slice(0, MISSING_PATH_MAX_LENGTH);
}

/** The query string without the carried path ('' when nothing is left), for history.replaceState. */
export function withoutMissingPath(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(MISSING_PATH_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
