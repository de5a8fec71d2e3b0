import { getDb } from '@/db';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError, defineHandler } from '@/lib/server/api/handler';
import { checkHealth } from '@/lib/server/health';
import { APP_VERSION } from '@/lib/version';

export const dynamic = 'force-dynamic';

/** GET /api/health — liveness with the database check: 200 when the database answers, 503 otherwise. */
export const GET = defineHandler({
  handle: async () => {
    const db = await getDb().catch(() => null);
    const report = db ? await checkHealth(db) : null;
    if (!report?.isDatabaseUp) {
      throw new ApiError(SERVER_CODE.INTERNAL_ERROR, `database unavailable (version ${APP_VERSION})`, 503);
    }
    return { status: 'ok', version: APP_VERSION, ...report };
  },
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
