import 'server-only';

/**
 * The origin the build prerendered its static pages for (their canonical links, hreflang alternates and the QR code
 * of the footer are baked into the HTML). next.config.ts inlines it at build time; '' when the build had no SITE_URL.
 */
export const BUILD_SITE_URL: string = process.env.CHAINKIT_BUILD_SITE_URL ?? '';

/** Where every absolute URL of the site comes from; said once, in each message that names SITE_URL. */
const SITE_URL_USES =
  'canonical links, hreflang alternates, the sitemap, robots.txt, the SIWE domain and links in mails';

function sameUrl(first: string, second: string): boolean {
  try {
    return new URL(first).href === new URL(second).href;
  } catch {
    return false;
  }
}

/**
 * What `next start` in production must have before it answers anything: the defaults that make `npm run dev` work
 * with no configuration would be wrong there (a site that links to localhost, sessions that one instance cannot
 * read from another). Development and tests get the defaults; the values' format is checked by serverEnv().
 */
export function productionStartIssues(source: Record<string, string | undefined>, buildSiteUrl: string): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  const siteUrl = source.SITE_URL || undefined;
  if (!siteUrl) {
    issues.push(`SITE_URL: required in production, the site's public origin (${SITE_URL_USES} come from it)`);
  } else if (!buildSiteUrl) {
    issues.push(
      `SITE_URL: this build was made without SITE_URL, so its prerendered pages link to http://localhost:3000; build again with SITE_URL=${siteUrl}`,
    );
  } else if (!sameUrl(siteUrl, buildSiteUrl)) {
    issues.push(
      `SITE_URL: ${siteUrl} at start, but this build prerendered its pages for ${buildSiteUrl}; start with that value or build again with SITE_URL=${siteUrl}`,
    );
  }
  if (source.DATABASE_URL && !source.AUTH_SECRET) {
    issues.push(
      'AUTH_SECRET: required in production with DATABASE_URL, the same on every instance (openssl rand -base64 48)',
    );
  }
  return issues;
}
