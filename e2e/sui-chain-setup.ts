// Global setup's Sui part: no Sui node installs here, so the Sui pages read from the GraphQL stand-in each spec starts
// (chains/sui/testing/graphql-stand-in.ts) typed in as the user's endpoint; the server only needs our fee receiver.

/** SUI_FEE_RECEIVER of the e2e run: an address nobody holds a key of. */
export const SUI_E2E_FEE_RECEIVER = `0x${'fe'.repeat(32)}`;

/** For startNext: the Sui fee tools are configured. */
export function suiServerEnv(): Record<string, string> {
  return { SUI_FEE_RECEIVER: SUI_E2E_FEE_RECEIVER };
}
