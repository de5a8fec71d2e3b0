import '@testing-library/jest-dom';

// PGlite's Node build starts with dynamic import(), which jest's vm rejects without --experimental-vm-modules:
// every unit test gets PGlite loaded by Node's own loader instead (see db/testing/native-pglite.ts).
jest.mock('@electric-sql/pglite', () => jest.requireActual('@/db/testing/native-pglite').loadPgliteOutsideJest());

// Sessions and code hashes need a key; a fixed one keeps tests from writing one under .data/.
process.env.AUTH_SECRET ??= 'unit-test-secret-that-is-long-enough-to-pass';

// jsdom lacks TextEncoder/TextDecoder, which browsers have and viem needs at import: lend Node's.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}

// A test's time limit catches a hang, not slowness (speed is measured by `npm run bench`): jest's 5 s default fails
// page tests that render thousands of rows in jsdom when two workers share two cores. Tests that wait longer set
// their own.
jest.setTimeout(30_000);
