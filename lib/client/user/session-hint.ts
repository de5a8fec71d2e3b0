/**
 * A cookie without any secret, set and cleared by the server with the httpOnly session cookie (same lifetime): it
 * tells the page that a session may exist, so a signed-out visitor's page asks nothing of /account/info (whose 5006
 * answer browsers log as a failed request) and a signed-in one whose local storage was cleared is still recognised.
 */
export const SESSION_HINT_COOKIE = 'chainkit_session';

/** Whether the hint cookie is there; false where there is no document. */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/** After a logout, in case the server's answer to clear it never came. */
export function clearSessionHint(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; the value is fixed.
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
