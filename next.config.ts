import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Jest (next/jest) must transpile these ESM packages.
  transpilePackages: ['next-intl', 'use-intl'],
  // PGlite ships wasm and data files that must stay on disk next to its code.
  serverExternalPackages: ['@electric-sql/pglite'],
};

export default withNextIntl(nextConfig);
