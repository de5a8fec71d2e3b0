'use client';

import { useEffect, useState } from 'react';
import type { ToolLink } from '@/lib/catalog/live';
import { htmlLang, type Locale } from '@/lib/i18n/config';
import { localeOfPath } from '@/lib/i18n/paths';
import { readMissingPath, withoutMissingPath } from '@/lib/routing/missing-path';

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

interface Missing {
  path: string;
  /** The language of the path the visitor followed (/cn/… → cn), else the page's. */
  locale: Locale;
}

interface Description {
  tool: string | null;
  nearest: ToolLink[];
}

/** `{tool} is not…` with the name in bold; the name is a text node, never markup. */
function ToolSentence({ template, tool }: { template: string; tool: string }) {
  const [before, after = ''] = template.split('{tool}');
  return (
    <p>
      {before}
      <strong>{tool}</strong>
      {after}
    </p>
  );
}

/**
 * Says that the page a visitor tried does not exist, when the router sent them home with `?missing=` (spec §2 sends
 * unknown paths home; issue 13 asks that it not happen silently). Reads the query in the browser, so the home page
 * stays one cached page, and takes the parameter out of the address bar at once. The path is shown as text only.
 */
export function MissingPageNotice({
  locale,
  texts,
}: {
  locale: Locale;
  texts: Readonly<Record<Locale, MissingNoticeTexts>>;
}) {
  const [missing, setMissing] = useState<Missing | null>(null);
  const [description, setDescription] = useState<Description | null>(null);

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const path = readMissingPath(search);
    if (path === null) return;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutMissingPath(search)}${hash}`);
    setMissing({ path, locale: localeOfPath(path) ?? locale });
  }, [locale]);

  useEffect(() => {
    if (!missing) return;
    let isCurrent = true;
    import('./missing-page-lookup')
      .then(({ describeMissingPage }) => {
        if (isCurrent) setDescription(describeMissingPage(missing.path, missing.locale));
      })
      // Without the lookup the notice still says the one thing that matters: the page does not exist.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [missing]);

  if (!missing) return null;
  const text = texts[missing.locale];
  const isOtherLanguage = missing.locale !== locale;
  return (
    <section
      className="missing-notice"
      role="status"
      aria-labelledby="missing-notice-title"
      lang={isOtherLanguage ? htmlLang(missing.locale) : undefined}
    >
      <div className="missing-notice__head">
        <h2 id="missing-notice-title">{text.title}</h2>
        <button
          type="button"
          className="missing-notice__close"
          aria-label={text.dismiss}
          onClick={() => setMissing(null)}
        >
          ×
        </button>
      </div>
      <p>
        {text.path} <code className="missing-notice__path">{missing.path}</code>
      </p>
      {description?.tool && <ToolSentence template={text.tool} tool={description.tool} />}
      {description && description.nearest.length > 0 ? (
        <>
          <p>{text.nearest}</p>
          <ul className="missing-notice__nearest">
            {description.nearest.map((tool) => (
              <li key={tool.href}>
                <a href={tool.href}>{tool.title}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{text.browse}</p>
      )}
      {isOtherLanguage && (
        <p>
          <a href={`/${missing.locale}`}>{text.homeLink}</a>
        </p>
      )}
    </section>
  );
}
