import { getTranslations } from 'next-intl/server';
import type { ContentDocument } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/config';

/** A long-form page (privacy policy, terms, about us) with a table of contents. */
export async function ContentDocumentView({ document, locale }: { document: ContentDocument; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'legal' });
  return (
    <article className="document">
      <h1>{document.title}</h1>
      <p className="document__updated">
        <time dateTime={document.updatedAt}>{t('updated', { date: document.updatedAt })}</time>
      </p>
      <p className="document__intro">{document.intro}</p>
      <nav className="document__contents" aria-label={t('contents')}>
        <p>{t('contents')}</p>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 48)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
