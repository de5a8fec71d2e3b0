import type { Browser } from 'playwright-core';

export interface RunningNext {
  baseUrl: string;
  pid: number;
  dataDir: string;
}

export const CHROMIUM_ARGS: string[];
/** CHROMIUM_PATH, the machine's Chromium, or the npm one (unpacked on first use). */
export function chromiumPath(): Promise<string>;
export function launchBrowser(): Promise<Browser>;
export function freePort(): Promise<number>;
export const LOCAL_SITE_URL: string;
export function builtSiteUrl(): string;
export function startNext(options?: {
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore';
  nodeArgs?: string[];
}): Promise<RunningNext>;
export function stopNext(server: RunningNext): void;
export function stopProcess(pid: number): void;
