#!/usr/bin/env node
// `npm test`: everything CI runs after lint and typecheck — a production build, then jest's unit and e2e
// projects in one run (the e2e project starts `next start` on that build and drives Debian's Chromium).
// `--e2e-only` runs just the e2e project; SKIP_BUILD=1 reuses an existing .next build. Extra arguments go to jest.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const isE2eOnly = args.includes('--e2e-only');
const jestArgs = args.filter((arg) => arg !== '--e2e-only');

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.SKIP_BUILD) run('npx', ['next', 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
// Paths go before --selectProjects, which would take them for more project names.
run('npx', ['jest', ...jestArgs, ...(isE2eOnly ? ['--selectProjects', 'e2e'] : [])]);
