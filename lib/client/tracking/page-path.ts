// Where an event happened, apart from identity.ts (session, fingerprint): the error fallback and the tracking mount
// on every page need only this (issue 13 point 10).

/** The route full path (path, query, hash) of the page, or 'unknown' outside a browser page (spec §7). */
export function currentFullPath(): string {
  const location = globalThis.location;
  if (!location?.pathname) return 'unknown';
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The page id: the catalogue path without the locale ('batch/send-token'; '' is home). */
export function pageIdOf(pathname: string): string {
  return pathname
    .replace(/^\/(en|cn)(?=\/|$)/, '')
    .replace(/^\/+|\/+$/g, '')
    .split(/[?#]/)[0];
}
