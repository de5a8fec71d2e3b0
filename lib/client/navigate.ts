/**
 * A full page load to a same-site path. Used after signing in or out, so the server's page guards and the
 * server-rendered header see the new session at once instead of a client cache made before it.
 */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
