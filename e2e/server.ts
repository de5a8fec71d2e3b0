import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningNext } from '../scripts/harness.mjs';

/** Where global setup tells the test files which server to talk to. */
export const SERVER_INFO_FILE = path.join(__dirname, '.artifacts', 'server.json');

export function writeServerInfo(info: RunningNext): void {
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));
}

export function readServerInfo(): RunningNext {
  return JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as RunningNext;
}
