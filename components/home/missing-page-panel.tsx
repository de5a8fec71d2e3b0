'use client';

import { useEffect, useState } from 'react';
import type { ToolLink } from '@/lib/catalog/live';
import { htmlLang, type Locale } from '@/lib/i18n/config';
import type { Missing, MissingNoticeTexts } from './missing-page-notice';

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

/** The notice itself (missing-page-notice.tsx fetches this module only for a visitor who followed a dead link). */
export function MissingPagePanel({
  locale,
  missing,
  texts,
  onDismiss,
}: {
  locale: Locale;
  missing: Missing;
  texts: Readonly<Record<Locale, MissingNoticeTexts>>;
  onDismiss: () => void;
}) {
  const [description, setDescription] = useState<Description | null>(null);

  useEffect(() => {
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
        <button type="button" className="missing-notice__close" aria-label={text.dismiss} onClick={onDismiss}>
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
