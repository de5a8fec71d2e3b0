import { defineHandler } from '@/lib/server/api/handler';
import { issueNonce } from '@/lib/server/siwe';

/** GET /api/v1/account/signnonce — a single-use nonce for a Sign-In with Ethereum message. */
export const GET = defineHandler({
  auth: 'optional',
  handle: async ({ db }) => ({ nonce: await issueNonce(db) }),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
