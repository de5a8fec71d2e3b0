import { defineHandler } from '@/lib/server/api/handler';
import { addEntry, listEntries } from '@/lib/server/monitor';
import { addBodySchema } from '@/lib/server/monitor/schemas';

/** GET /api/v1/monitor/balance — the user's watched balances with their recent changes (balanceMonitor VIP). */
export const GET = defineHandler({
  auth: 'required',
  handle: ({ db, session }) => listEntries(db, session.userId),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});

/**
 * POST /api/v1/monitor/balance — watches `{ chainId, address, token?, label? }`. 5016 names a bad field (chainId
 * for a chain we cannot read, token for a contract that is not an ERC-20); 5017 past the allowance; 5021
 * `already-watched`, `chain-unavailable`.
 */
export const POST = defineHandler({
  auth: 'required',
  body: addBodySchema,
  handle: ({ db, session, body }) => addEntry(db, session.userId, body),
});
