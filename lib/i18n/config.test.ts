import { acceptLanguageFor, htmlLang, isLocale, localeFromAcceptLanguage } from './config';

describe('locale config', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5, zh;q=0.7', 'cn'],
    ['fr-FR', 'en'],
    ['', 'en'],
    ['zh;q=0, en', 'en'],
  ])('Accept-Language %p gives %p', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('maps locales to tags', () => {
    expect(htmlLang('cn')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
    expect(acceptLanguageFor('cn')).toBe('zh-CN');
    expect(acceptLanguageFor('en')).toBe('en-US');
    expect(acceptLanguageFor('fr')).toBe('en-US');
    expect(isLocale('cn')).toBe(true);
    expect(isLocale('zh')).toBe(false);
  });
});
