#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. The jest project `bench` (`bench/*.bench.ts`): the chain
// benchmarks on local chains, the soak of `next start` on both databases (bench/server-soak.bench.ts), and page
// weight — the JavaScript Chromium transfers (gzip, as `next start` serves it) on a cold load of every served page,
// against its budget (bench/page-weight.bench.ts).
// Uses the existing production build (runs `next build` first when there is none, or one made without SITE_URL).
// `--pages-only` runs only the page weights, `--soak-only` only the soak.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { builtSiteUrl, LOCAL_SITE_URL } from '../scripts/harness.mjs';

// A production start needs the SITE_URL its build was made with (lib/server/production-config.ts).
if (!existsSync('.next/BUILD_ID') || !builtSiteUrl()) {
  const env = { ...process.env, SITE_URL: process.env.SITE_URL || LOCAL_SITE_URL };
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Paths go before --selectProjects, which would take them for more project names.
const only = process.argv.includes('--pages-only')
  ? ['bench/page-weight']
  : process.argv.includes('--soak-only')
    ? ['bench/server-soak']
    : [];
const benches = spawnSync('npx', ['jest', ...only, '--selectProjects', 'bench', '--runInBand'], { stdio: 'inherit' });
process.exit(benches.status ?? 1);
