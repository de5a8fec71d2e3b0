import { rmSync } from 'node:fs';
import { readServerInfo } from './server';

export default async function globalTeardown(): Promise<void> {
  const info = readServerInfo();
  try {
    process.kill(info.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  rmSync(info.dataDir, { recursive: true, force: true });
}
