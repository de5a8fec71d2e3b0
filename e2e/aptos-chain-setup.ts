/**
 * Aptos in the e2e run: no Aptos node installs here, so the pages read from the REST/indexer stand-in
 * (chains/aptos/testing/aptos-stand-in.ts) each test starts and types in as the user's own endpoint. The server only
 * needs our Aptos fee receiver (APTOS_FEE_RECEIVER), without which the batch sender sends nothing.
 */
export const APTOS_E2E_FEE_RECEIVER = `0x${'fd'.repeat(32)}`;

export const APTOS_E2E_ENV = { APTOS_FEE_RECEIVER: APTOS_E2E_FEE_RECEIVER };
