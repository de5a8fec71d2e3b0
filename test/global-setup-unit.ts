import { ensureTestPostgres } from '../db/testing/postgres-server';

/** The data-layer tests need PostgreSQL: the machine's when it answers, otherwise one started for the run. */
export default async function globalSetup(): Promise<void> {
  await ensureTestPostgres();
}
