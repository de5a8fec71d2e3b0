import { stopNext } from '../scripts/harness.mjs';
import { readServerInfo } from './server';

export default async function globalTeardown(): Promise<void> {
  stopNext(readServerInfo());
}
