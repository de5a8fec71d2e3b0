import { type AppError, CLIENT_CODE, toAppError } from '@/lib/errors';
import { getTracker } from './browser-tracker';
import { currentFullPath } from './identity';
import type { Tracker } from './tracker';
import type { TrackingLevel } from './types';

/** The target of the global error handler's reports (spec §7). */
export const ERROR_HANDLER_TARGET = 'error-handler';
/** Spec §8: token update events are reported as warnings. */
const TOKEN_UPDATE_TARGET = /token[\s_-]?update|update[\s_-]?token/i;

/** The same error reaches a boundary and window.onerror in development: it is reported once. */
const reported = new WeakSet<object>();

export interface ReportErrorOptions {
  /** What failed: 'error-handler' for the global handler, a tool's event name otherwise. */
  target: string;
  /** The route full path; default: the current one ('unknown' outside a page). */
  path?: string;
  args?: unknown;
  tracker?: Pick<Tracker, 'track'>;
}

/** Spec §8: flagged errors (level warning, e.g. a batch of cancellations) and token update events are warnings. */
export function reportLevel(error: AppError, target: string): TrackingLevel {
  return error.level === 'warning' || TOKEN_UPDATE_TARGET.test(target) ? 'warning' : 'error';
}

function describe(raw: unknown, error: AppError): Record<string, unknown> {
  const original = raw instanceof Error ? raw : undefined;
  const digest = (raw as { digest?: unknown } | null)?.digest;
  return {
    code: error.code,
    message: error.message,
    name: original?.name ?? error.name,
    ...(original?.stack ? { stack: original.stack } : {}),
    ...(typeof digest === 'string' ? { digest } : {}),
  };
}

/**
 * Reports an error through the ping endpoint as an error or warning event (spec §8). A user's rejection (cancel in
 * the wallet) sends nothing. The tracker redacts it before it leaves the page. Returns whether it was reported.
 */
export function reportError(raw: unknown, { target, path, args, tracker = getTracker() }: ReportErrorOptions): boolean {
  if (typeof raw === 'object' && raw !== null) {
    if (reported.has(raw)) return false;
    reported.add(raw);
  }
  const error = toAppError(raw);
  if (error.code === CLIENT_CODE.USER_REJECTED) return false;
  tracker.track({
    event: target,
    level: reportLevel(error, target),
    path: path ?? currentFullPath(),
    args,
    additional: describe(raw, error),
  });
  return true;
}
