// Every e2e test and hook may take 30 s: browser steps on a busy 2-core machine, and the first launch may unpack the
// npm Chromium (≈ 3–6 s). jest reads `testTimeout` from the top-level config only, so the e2e project sets it here.
jest.setTimeout(30_000);
