import { stopTestPostgres } from '../db/testing/postgres-server';

export default async function globalTeardown(): Promise<void> {
  await stopTestPostgres();
}
