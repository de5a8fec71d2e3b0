'use client';

import { Turnstile } from '@marsidev/react-turnstile';
import type { Locale } from '@/lib/i18n/config';

// The Turnstile challenge through @marsidev/react-turnstile: it adds Cloudflare's script when the widget first
// mounts (the forms mount it only once they are used), renders the box and reports tokens.

interface TurnstileWidgetProps {
  siteKey: string;
  /** Checked by the server against siteverify's answer: a token made for one form does not open another. */
  action: string;
  locale: Locale;
  /** The current token, or null when it expired, failed or could not be had. */
  onToken: (token: string | null) => void;
}

/**
 * The challenge box. 'interaction-only': most visitors never see it; it shows only when Cloudflare wants a click.
 * Tokens are single use: the parent remounts the widget (a new `key`) after each submission to get a fresh one.
 */
export function TurnstileWidget({ siteKey, action, locale, onToken }: TurnstileWidgetProps) {
  return (
    <Turnstile
      className="turnstile-box"
      siteKey={siteKey}
      options={{ action, language: locale === 'cn' ? 'zh-cn' : 'en', appearance: 'interaction-only' }}
      scriptOptions={{ onError: () => onToken(null) }}
      onSuccess={(token) => onToken(token)}
      onExpire={() => onToken(null)}
      onError={() => onToken(null)}
    />
  );
}
