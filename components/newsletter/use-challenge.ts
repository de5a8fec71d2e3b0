'use client';

import { useCallback, useState } from 'react';
import { type ChallengeFailure, forgetFailedTurnstileScript } from './turnstile-widget';

/**
 * Where the anti-bot check stands: 'unavailable' when the site has no Turnstile key, 'loading' until a token
 * comes (again after one is spent or expires), 'ready' with a token, or why none can come.
 */
export type ChallengeStatus = 'unavailable' | 'loading' | 'ready' | ChallengeFailure;

export interface Challenge {
  token: string | null;
  status: ChallengeStatus;
  /** The widget's `key`: a new one mounts a fresh widget. */
  widgetKey: number;
  onToken: (token: string | null) => void;
  onFailure: (failure: ChallengeFailure) => void;
  /** After a submission: the token is spent (used or refused), a fresh widget brings the next one. */
  renew: () => void;
  /** After a failure: loads Cloudflare's script again if it never came, and a fresh widget. */
  retry: () => void;
}

/** The Turnstile token of a form and what the form can tell the user about it. */
export function useChallenge(isConfigured: boolean): Challenge {
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<ChallengeFailure | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);

  const onToken = useCallback((next: string | null) => {
    setToken(next);
    if (next) setFailure(null);
  }, []);
  const onFailure = useCallback((next: ChallengeFailure) => {
    setToken(null);
    setFailure(next);
  }, []);
  const renew = useCallback(() => {
    setToken(null);
    setFailure(null);
    setWidgetKey((key) => key + 1);
  }, []);
  const retry = useCallback(() => {
    forgetFailedTurnstileScript();
    renew();
  }, [renew]);

  const status: ChallengeStatus = !isConfigured ? 'unavailable' : token ? 'ready' : (failure ?? 'loading');
  return { token, status, widgetKey, onToken, onFailure, renew, retry };
}
