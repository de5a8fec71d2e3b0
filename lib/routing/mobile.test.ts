import { localeCarriedToMobile, mobilePathFor } from './mobile';

describe('localeCarriedToMobile', () => {
  it.each([
    ['/cn', '/m/', 'cn'],
    ['/cn/', '/m/', 'cn'],
    ['/en', '/m/', 'en'],
    ['/cn/batch/check-balance', '/m/batch/check-balance', 'cn'],
    ['/en/solana/close-account/', '/m/solana/close-account?x=1', 'en'],
  ] as const)('%s → %s carries %s', (pathname, location, locale) => {
    expect(localeCarriedToMobile(pathname, location)).toBe(locale);
  });

  it('carries nothing from a path without a prefix (the saved preference or Accept-Language decides)', () => {
    expect(localeCarriedToMobile('/', '/m/')).toBeNull();
    expect(localeCarriedToMobile('/batch/check-balance', '/m/batch/check-balance')).toBeNull();
  });

  it('carries nothing on redirects that stay on the full site', () => {
    expect(localeCarriedToMobile('/cn/solana/transfer', '/cn/solana/batch/send')).toBeNull();
    expect(localeCarriedToMobile('/cn/nowhere', '/en')).toBeNull();
  });

  it('knows the mobile pages', () => {
    expect(mobilePathFor('/')).toBe('/m/');
    expect(mobilePathFor('/batch/check-balance')).toBe('/m/batch/check-balance');
    expect(mobilePathFor('/batch/send-token')).toBeNull();
  });
});
