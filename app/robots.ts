import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/server/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: new URL('/sitemap.xml', serverEnv().SITE_URL).toString(),
  };
}
