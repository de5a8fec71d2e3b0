'use client';

import { useEffect } from 'react';
import { currentFullPath } from '@/lib/client/tracking/page-path';
import type { Locale } from '@/lib/i18n/config';

/*
 * Texts live here, not in messages/*.json: error boundaries render above or outside every message provider (the
 * global one replaces the root layout), and this component must never fail for want of messages.
 */
const TEXTS: Readonly<Record<Locale, { title: string; body: string; retry: string; home: string }>> = {
  en: {
    title: 'Something went wrong',
    body: 'This page hit an error, and it has been reported to us. Try again, or go back to the home page.',
    retry: 'Try again',
    home: 'Home',
  },
  cn: {
    title: '页面出错了',
    body: '此页面发生了错误，我们已收到报告。请重试，或返回首页。',
    retry: '重试',
    home: '返回首页',
  },
};

/** The locale of the page from its path (/cn/… is Chinese), for boundaries that get no route params. */
export function localeOfPath(pathname: string | undefined): Locale {
  return pathname === '/cn' || pathname?.startsWith('/cn/') ? 'cn' : 'en';
}

interface ErrorFallbackProps {
  error: unknown;
  retry: () => void;
  locale: Locale;
}

/**
 * What an error boundary shows (app/[locale]/error.tsx, app/global-error.tsx), after reporting the error like the
 * global handler does: target 'error-handler' and the route full path (spec §7). The reporting code is fetched
 * only now, so it weighs nothing on pages that never fail.
 */
export function ErrorFallback({ error, retry, locale }: ErrorFallbackProps) {
  const texts = TEXTS[locale];
  useEffect(() => {
    const path = currentFullPath();
    void import('@/lib/client/tracking/report-error')
      .then(({ ERROR_HANDLER_TARGET, reportError }) => reportError(error, { target: ERROR_HANDLER_TARGET, path }))
      .catch(() => undefined);
  }, [error]);
  return (
    <section className="container error-fallback" role="alert">
      <h1>{texts.title}</h1>
      <p>{texts.body}</p>
      <p className="error-fallback__actions">
        <button type="button" className="button error-fallback__retry" onClick={() => retry()}>
          {texts.retry}
        </button>
        <a href={`/${locale}`}>{texts.home}</a>
      </p>
    </section>
  );
}
