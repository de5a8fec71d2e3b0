import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startNext } from '../scripts/harness.mjs';
import { writeServerInfo } from './server';

/** One `next start` for the whole e2e run (the build comes from `npm test`). */
export default async function globalSetup(): Promise<void> {
  mkdirSync(path.join(__dirname, '.artifacts'), { recursive: true });
  writeServerInfo(await startNext());
}
