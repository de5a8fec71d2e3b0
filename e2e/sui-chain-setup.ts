/**
 * Sui in the e2e run: no Sui node installs here, so the pages read from the GraphQL stand-in
 * (chains/sui/testing/graphql-stand-in.ts) each test starts and types in as the user's own endpoint. The server only
 * needs our Sui fee receiver (SUI_FEE_RECEIVER), without which the batch sender sends nothing.
 */
export const SUI_E2E_FEE_RECEIVER = `0x${'fe'.repeat(32)}`;

export const SUI_E2E_ENV = { SUI_FEE_RECEIVER: SUI_E2E_FEE_RECEIVER };
