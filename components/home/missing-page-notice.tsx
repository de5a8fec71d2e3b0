'use client';

import { type ComponentType, useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { localeOfPath } from '@/lib/i18n/paths';
import { readMissingPath, withoutMissingPath } from '@/lib/routing/missing-path';
import type { MissingPagePanel } from './missing-page-panel';

export interface MissingNoticeTexts {
  title: string;
  path: string;
  /** Contains `{tool}`, replaced by the tool's name as text. */
  tool: string;
  nearest: string;
  browse: string;
  homeLink: string;
  dismiss: string;
}

export interface Missing {
  path: string;
  /** The language of the path the visitor followed (/cn/… → cn), else the page's. */
  locale: Locale;
}

/**
 * Says that the page a visitor tried does not exist, when the router sent them home with `?missing=` (spec §2 sends
 * unknown paths home; issue 13 asks that it not happen silently). Reads the query in the browser, so the home page
 * stays one cached page, and takes the parameter out of the address bar at once. The path is shown as text only.
 * The notice's code (missing-page-panel.tsx) is fetched only then: the home pages carry none of it (issue 13 point
 * 10).
 */
export function MissingPageNotice({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Readonly<Record<Locale, MissingNoticeTexts>>;
}) {
  const [missing, setMissing] = useState<Missing | null>(null);
  const [Panel, setPanel] = useState<{ Component: ComponentType<Parameters<typeof MissingPagePanel>[0]> } | null>(null);

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const path = readMissingPath(search);
    if (path === null) return;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutMissingPath(search)}${hash}`);
    setMissing({ path, locale: localeOfPath(path) ?? locale });
  }, [locale]);

  useEffect(() => {
    if (!missing || Panel) return;
    let isCurrent = true;
    import('./missing-page-panel')
      .then(({ MissingPagePanel: Component }) => {
        if (isCurrent) setPanel({ Component });
      })
      // Offline or a new deployment: no notice, the home page as it is.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [missing, Panel]);

  if (!missing || !Panel) return null;
  return <Panel.Component locale={locale} missing={missing} texts={texts} onDismiss={() => setMissing(null)} />;
}
