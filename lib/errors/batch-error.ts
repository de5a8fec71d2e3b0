import { AppError, type AppErrorOptions } from './app-error';
import { CLIENT_CODE, type ErrorCode } from './codes';
import { errorMessage } from './message';
import { toAppError } from './to-app-error';

export interface ErrorGroup {
  message: string;
  code: ErrorCode;
  count: number;
}

function groupByMessage(errors: readonly AppError[]): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const error of errors) {
    const group = groups.get(error.message);
    if (group) group.count += 1;
    else groups.set(error.message, { message: error.message, code: error.code, count: 1 });
  }
  return [...groups.values()];
}

/**
 * Many failures of one batch run as one error (spec §8): the user sees how many failed and how many
 * distinct kinds, and groups() lists each distinct message once with its count, in first-seen order.
 */
export class BatchError extends AppError {
  readonly errors: AppError[];

  constructor(errors: readonly unknown[], options: Pick<AppErrorOptions, 'raw'> = {}) {
    const appErrors = errors.map(toAppError);
    const isOnlyWarnings = appErrors.length > 0 && appErrors.every((error) => error.level === 'warning');
    super(CLIENT_CODE.BATCH_ERROR, errorMessage(CLIENT_CODE.BATCH_ERROR, 'en', undefined, batchParams(appErrors)), {
      raw: options.raw,
      level: isOnlyWarnings ? 'warning' : 'error',
    });
    this.name = 'BatchError';
    this.errors = appErrors;
  }

  groups(): ErrorGroup[] {
    return groupByMessage(this.errors);
  }

  /** The {count}/{kinds} parameters of the batch-error message. */
  messageParams(): { count: number; kinds: number } {
    return batchParams(this.errors);
  }
}

function batchParams(errors: readonly AppError[]): { count: number; kinds: number } {
  return { count: errors.length, kinds: groupByMessage(errors).length };
}
