import 'server-only';
import { getDb } from '@/db';
import { EnvError, serverEnv } from './env';

/**
 * A missing or bad environment value stops the app with a message naming it, and the database is
 * opened and migrated before the first request.
 */
export async function startServer(): Promise<void> {
  try {
    serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await getDb();
}
