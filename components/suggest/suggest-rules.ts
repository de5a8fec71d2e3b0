/** POST /api/v1/suggest: ours, not a call of spec §7 (the suggest page of spec §2 needs somewhere to send to). */
export const SUGGEST_PATH = '/api/v1/suggest';
/** Same bounds as the server (lib/server/platform/feedback.ts). */
export const SUGGEST_MIN_LENGTH = 5;
export const SUGGEST_MAX_LENGTH = 2_000;

export type FeedbackProblem = 'contentTooShort' | 'contentTooLong';

export function feedbackProblem(content: string): FeedbackProblem | null {
  const length = content.trim().length;
  if (length < SUGGEST_MIN_LENGTH) return 'contentTooShort';
  if (length > SUGGEST_MAX_LENGTH) return 'contentTooLong';
  return null;
}

/**
 * The page the user came from, so a report about a tool says which: `?from=/en/…` when a link sets it, else the
 * referrer when it is this site. Only a path of ours, never another site's address.
 */
export function originPage(location: Location = window.location, referrer = document.referrer): string | undefined {
  const from = new URLSearchParams(location.search).get('from');
  if (from?.startsWith('/') && !from.startsWith('//')) return from.slice(0, 300);
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    return url.origin === location.origin ? `${url.pathname}${url.search}`.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}
