/** One section of a long-form page; `id` is the in-page anchor and is the same in every language. */
export interface ContentSection {
  /** kebab-case anchor, identical across languages. */
  id: string;
  heading: string;
  paragraphs: string[];
}

/** A long-form content page (privacy policy, terms of use, about us) in one language. */
export interface ContentDocument {
  title: string;
  /** ISO date of the last revision, e.g. 2026-11-22. */
  updatedAt: string;
  intro: string;
  sections: ContentSection[];
}

export type LocalizedDocument = Record<'en' | 'cn', ContentDocument>;
