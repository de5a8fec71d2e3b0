import { ABOUT_US } from './about-us';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS_OF_USE } from './terms-of-use';
import type { ContentDocument, LocalizedDocument } from './types';

const DOCUMENTS: [name: string, document: LocalizedDocument, minSections: number, maxSections: number][] = [
  ['PRIVACY_POLICY', PRIVACY_POLICY, 8, 12],
  ['TERMS_OF_USE', TERMS_OF_USE, 10, 14],
  ['ABOUT_US', ABOUT_US, 3, 12],
];

/** Han ideographs (CJK Unified, Extension A, Compatibility). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** Han ideographs plus CJK punctuation and full-width forms, none of which belong in English text. */
const ANY_CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CONTACT = 'support@chainkit.app';

/** Every human-readable string of a document (everything but ids and the date). */
function texts(document: ContentDocument): string[] {
  return [
    document.title,
    document.intro,
    ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ];
}

describe.each(DOCUMENTS)('%s', (_name, document, minSections, maxSections) => {
  it('has the same section ids in the same order in both languages', () => {
    const englishIds = document.en.sections.map((section) => section.id);
    const chineseIds = document.cn.sections.map((section) => section.id);
    expect(chineseIds).toEqual(englishIds);
  });

  it('uses unique kebab-case section ids', () => {
    const ids = document.en.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
  });

  it(`has between ${minSections} and ${maxSections} sections`, () => {
    expect(document.en.sections.length).toBeGreaterThanOrEqual(minSections);
    expect(document.en.sections.length).toBeLessThanOrEqual(maxSections);
  });

  it.each(['en', 'cn'] as const)('%s has no empty strings and no empty sections', (locale) => {
    const localized = document[locale];
    expect(localized.updatedAt.trim()).not.toBe('');
    for (const section of localized.sections) {
      expect(section.id.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
    for (const text of texts(localized)) expect(text.trim()).not.toBe('');
  });

  it.each(['en', 'cn'] as const)('%s carries a valid ISO revision date', (locale) => {
    const { updatedAt } = document[locale];
    expect(updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${updatedAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(updatedAt);
    expect(updatedAt).toBe(document.en.updatedAt);
  });

  it('writes every Chinese text with Chinese characters', () => {
    const withoutHan = texts(document.cn).filter((text) => !HAN.test(text));
    expect(withoutHan).toEqual([]);
  });

  it('writes no CJK characters in English text', () => {
    const withCjk = texts(document.en).filter((text) => ANY_CJK.test(text));
    expect(withCjk).toEqual([]);
  });

  it.each(['en', 'cn'] as const)('%s gives the contact address', (locale) => {
    expect(texts(document[locale]).some((text) => text.includes(CONTACT))).toBe(true);
  });
});

describe('privacy policy facts', () => {
  it.each(['en', 'cn'] as const)('%s names the password hash, the cookies and the bot check', (locale) => {
    const all = texts(PRIVACY_POLICY[locale]).join('\n');
    expect(all).toContain('argon2id');
    expect(all).toContain('i18n_redirected');
    expect(all).toContain('1000');
    expect(all).toContain('Cloudflare Turnstile');
  });
});
