import {
  afterSignInPath,
  authHrefWithLastPage,
  authPageHref,
  isAuthPath,
  lastPageFrom,
  sameSitePath,
} from './last-page';

describe('lastPage', () => {
  it.each([
    ['/en/gas?x=1#top', '/en/gas?x=1#top'],
    ['/cn/account/benefits', '/cn/account/benefits'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['gas', null],
    ['', null],
    [null, null],
  ])('keeps only same-site paths: %p', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it('goes to lastPage after sign-in when it is a same-site page, else to the user center', () => {
    expect(afterSignInPath('/en/gas', 'en')).toBe('/en/gas');
    expect(afterSignInPath('https://evil.example', 'en')).toBe('/en/account/usercenter');
    expect(afterSignInPath(null, 'cn')).toBe('/cn/account/usercenter');
    expect(afterSignInPath('/en/login?lastPage=%2Fen', 'en')).toBe('/en/account/usercenter');
  });

  it('recognises auth pages with or without locale and trailing slash', () => {
    expect(isAuthPath('/en/login')).toBe(true);
    expect(isAuthPath('/cn/forget/password/')).toBe(true);
    expect(isAuthPath('/signup')).toBe(true);
    expect(isAuthPath('/en/account/usercenter')).toBe(false);
  });

  it('carries an auth page’s own lastPage over instead of pointing at the auth page (spec §4)', () => {
    expect(lastPageFrom('/en/gas?chain=1')).toBe('/en/gas?chain=1');
    expect(lastPageFrom('/en/signup?lastPage=%2Fen%2Fgas')).toBe('/en/gas');
    expect(lastPageFrom('/en/signup')).toBeNull();
    expect(authPageHref('en', 'login', '/en/gas?chain=1')).toBe('/en/login?lastPage=%2Fen%2Fgas%3Fchain%3D1');
    expect(authPageHref('cn', 'login', '/cn/signup')).toBe('/cn/login');
    expect(authHrefWithLastPage('en', 'signup', '//evil.example')).toBe('/en/signup');
  });
});
