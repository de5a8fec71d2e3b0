import { productionStartIssues } from './production-config';

const SITE = 'https://chainkit.example';

describe('what a production start requires', () => {
  it('asks nothing in development and tests: the embedded defaults work there', () => {
    expect(productionStartIssues({}, '')).toEqual([]);
    expect(productionStartIssues({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/x' }, '')).toEqual([]);
  });

  it('passes a production start with the site origin the build was made for', () => {
    expect(productionStartIssues({ NODE_ENV: 'production', SITE_URL: SITE }, SITE)).toEqual([]);
    expect(productionStartIssues({ NODE_ENV: 'production', SITE_URL: `${SITE}/` }, SITE)).toEqual([]);
    const shared = {
      NODE_ENV: 'production',
      SITE_URL: SITE,
      DATABASE_URL: 'postgres://db/x',
      AUTH_SECRET: 'x'.repeat(32),
    };
    expect(productionStartIssues(shared, SITE)).toEqual([]);
  });

  it.each([
    ['no SITE_URL', { NODE_ENV: 'production' }, SITE, /^SITE_URL: required in production/],
    ['an empty SITE_URL', { NODE_ENV: 'production', SITE_URL: '' }, SITE, /^SITE_URL: required/],
    ['a build made without one', { NODE_ENV: 'production', SITE_URL: SITE }, '', /build again with SITE_URL=https/],
    [
      'a build made for another origin',
      { NODE_ENV: 'production', SITE_URL: SITE },
      'http://127.0.0.1:3000',
      /prerendered its pages for http:\/\/127\.0\.0\.1:3000/,
    ],
    [
      'PostgreSQL without AUTH_SECRET',
      { NODE_ENV: 'production', SITE_URL: SITE, DATABASE_URL: 'postgres://db/x' },
      SITE,
      /^AUTH_SECRET: required in production with DATABASE_URL/,
    ],
  ])('refuses %s, naming the setting', (_case, source, buildSiteUrl, message) => {
    const issues = productionStartIssues(source, buildSiteUrl);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(message);
  });
});
