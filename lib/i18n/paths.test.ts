import { localeOfPath, localizeHref, otherLocale, stripLocale, switchLocaleHref } from './paths';

describe('locale paths', () => {
  it.each([
    ['/en/gas', 'en'],
    ['/cn', 'cn'],
    ['/fr/gas', null],
    ['/', null],
    ['/english', null],
  ])('locale of %s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ['/en/gas/', '/gas'],
    ['/en', '/'],
    ['/cn/', '/'],
    ['/batch/send-token', '/batch/send-token'],
    ['/', '/'],
  ])('strips the locale of %s → %s', (path, stripped) => {
    expect(stripLocale(path)).toBe(stripped);
  });

  it.each([
    ['/gas', 'en', '/en/gas'],
    ['/', 'cn', '/cn'],
    ['/en/gas?x=1#top', 'cn', '/cn/gas?x=1#top'],
    ['https://example.com/a', 'cn', 'https://example.com/a'],
    ['http://example.com/a', 'en', 'http://example.com/a'],
    ['/articles/launch', 'en', '/articles/launch/en'],
    ['/articles/launch/en', 'cn', '/articles/launch/cn'],
    ['/articles/launch/cn?x=1', 'en', '/articles/launch/en?x=1'],
    ['gas', 'en', '/en/gas'],
  ])('localizes %s in %s → %s', (href, locale, expected) => {
    expect(localizeHref(href, locale as 'en' | 'cn')).toBe(expected);
  });

  it('swaps the language on the current route', () => {
    const known = () => true;
    expect(switchLocaleHref('/en/about-us?ref=1#team', 'cn', known)).toBe('/cn/about-us?ref=1#team');
    expect(switchLocaleHref('/cn', 'en', known)).toBe('/en');
    expect(switchLocaleHref('/articles/launch/en', 'cn', known)).toBe('/articles/launch/cn');
    expect(otherLocale('en')).toBe('cn');
    expect(otherLocale('cn')).toBe('en');
  });

  it('goes to the home of the target language when the route would be a 404', () => {
    expect(switchLocaleHref('/en/nowhere?x=1', 'cn', () => false)).toBe('/cn');
  });
});
