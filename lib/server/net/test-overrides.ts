import 'server-only';
import type { Resolver } from './resolve';

/**
 * The only way to point the SSRF-safe fetch at local test servers, and it takes two things no deployment has:
 * code calling provideNetTestOverrides (only test files do; ssrf.test.ts fails when any other file mentions it),
 * and NODE_ENV=test at the moment of the call and of every use (next build inlines NODE_ENV=production into the
 * server bundle, and next start runs with it). No environment variable or request can turn it on.
 */
export interface NetTestOverrides {
  /** Answers DNS lookups instead of the system resolver: how tests make names resolve to chosen addresses. */
  resolve?: Resolver;
  /**
   * Exact addresses treated as public, e.g. ['127.0.0.2'] for a test upstream listening there. Everything else is
   * classified as in production, so 127.0.0.1 (where the SSRF suite's counting listener runs) stays refused.
   */
  allowPrivateForTests?: readonly string[];
  /** Plain http targets (test servers have no certificate), as in development. */
  allowHttpForTests?: boolean;
}

let overrides: NetTestOverrides | undefined;

function isTestRun(): boolean {
  return process.env.NODE_ENV === 'test';
}

/** Test files only. Pass undefined to restore production behaviour. */
export function provideNetTestOverrides(next: NetTestOverrides | undefined): void {
  if (next !== undefined && !isTestRun()) throw new Error('Net test overrides exist for NODE_ENV=test only');
  overrides = next;
}

/** The overrides in force: none outside a test run, whatever was provided. */
export function netTestOverrides(): NetTestOverrides {
  return isTestRun() ? (overrides ?? {}) : {};
}
