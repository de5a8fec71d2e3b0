'use client';

import { DEFAULT_SCRIPT_ID, Turnstile } from '@marsidev/react-turnstile';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/config';

// The Turnstile challenge through @marsidev/react-turnstile: it adds Cloudflare's script when the widget first
// mounts (the forms mount it only once they are used), renders the box and reports tokens.

/** Why no token can come: the check could not load or run ('failed'), or its challenge ran out of time. */
export type ChallengeFailure = 'failed' | 'timedOut';

/** A script that has neither loaded nor failed by then (a blocker holding the request) counts as failed. */
export const CHALLENGE_LOAD_DEADLINE_MS = 20_000;

interface TurnstileWidgetProps {
  siteKey: string;
  /** Checked by the server against siteverify's answer: a token made for one form does not open another. */
  action: string;
  locale: Locale;
  /** The current token, or null when it expired or could not be had. */
  onToken: (token: string | null) => void;
  /** The script did not load (network, ad or script blocker), the widget reported an error, or it timed out. */
  onFailure: (failure: ChallengeFailure) => void;
}

/**
 * Lets the next widget add Cloudflare's script again. The library adds it once per page and skips that while an
 * element with its id exists, so after a failed load a retry would wait on the dead one for ever.
 */
export function forgetFailedTurnstileScript(): void {
  if (typeof window === 'undefined' || window.turnstile) return;
  document.getElementById(DEFAULT_SCRIPT_ID)?.remove();
}

/**
 * The challenge box. 'interaction-only': most visitors never see it; it shows only when Cloudflare wants a click.
 * Tokens are single use: the parent remounts the widget (a new `key`) after each submission to get a fresh one,
 * and to retry after a failure.
 */
export function TurnstileWidget({ siteKey, action, locale, onToken, onFailure }: TurnstileWidgetProps) {
  const hasLoaded = useRef(false);
  const reportFailure = useRef(onFailure);
  reportFailure.current = onFailure;

  useEffect(() => {
    const deadline = setTimeout(() => {
      if (!hasLoaded.current) reportFailure.current('failed');
    }, CHALLENGE_LOAD_DEADLINE_MS);
    return () => clearTimeout(deadline);
  }, []);

  const loaded = () => {
    hasLoaded.current = true;
  };
  return (
    <Turnstile
      className="turnstile-box"
      siteKey={siteKey}
      options={{ action, language: locale === 'cn' ? 'zh-cn' : 'en', appearance: 'interaction-only' }}
      scriptOptions={{ onError: () => onFailure('failed') }}
      onWidgetLoad={loaded}
      onSuccess={(token) => {
        loaded();
        onToken(token);
      }}
      onExpire={() => onToken(null)}
      onError={() => onFailure('failed')}
      onUnsupported={() => onFailure('failed')}
      onTimeout={() => onFailure('timedOut')}
    />
  );
}
