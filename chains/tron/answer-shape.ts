import type { AnswerCheck } from './api';

/**
 * Checks of TronGrid's answers by hand, for the Tron pages (zod is ≈ 25 KiB gzip in a page). A spec says what a
 * field must be; like a zod object, a checked object keeps only the fields its spec names (unless `rest` is set), so
 * nothing the node adds rides along unchecked. The answer types are written beside each spec.
 */

export type Spec =
  | 'string'
  | 'number'
  | 'boolean'
  /** An integer ≥ 0. */
  | 'count'
  /** Any JSON object, kept as it is. */
  | 'record'
  | { optional: Spec }
  /** An integer ≥ 0, 0 when absent. */
  | { count: 0 }
  | { array: Spec }
  | { fields: Readonly<Record<string, Spec>>; rest?: boolean };

export class AnswerShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'answer'}: expected ${expected}`);
    this.name = 'AnswerShapeError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function check(spec: Spec, value: unknown, path: string): unknown {
  if (spec === 'string' || spec === 'number' || spec === 'boolean') {
    if (typeof value !== spec || (spec === 'number' && !Number.isFinite(value))) throw new AnswerShapeError(path, spec);
    return value;
  }
  if (spec === 'count') {
    if (!Number.isSafeInteger(value) || (value as number) < 0) throw new AnswerShapeError(path, 'an integer ≥ 0');
    return value;
  }
  if (spec === 'record') {
    if (!isRecord(value)) throw new AnswerShapeError(path, 'an object');
    return value;
  }
  if ('optional' in spec) return value === undefined ? undefined : check(spec.optional, value, path);
  if ('count' in spec) return value === undefined ? 0 : check('count', value, path);
  if ('array' in spec) {
    if (!Array.isArray(value)) throw new AnswerShapeError(path, 'an array');
    return value.map((item, index) => check(spec.array, item, `${path}[${index}]`));
  }
  if (!isRecord(value)) throw new AnswerShapeError(path, 'an object');
  const checked: Record<string, unknown> = spec.rest ? { ...value } : {};
  for (const [key, field] of Object.entries(spec.fields)) {
    const result = check(field, value[key], path ? `${path}.${key}` : key);
    if (result !== undefined) checked[key] = result;
    else delete checked[key];
  }
  return checked;
}

/** Throws AnswerShapeError naming the first field that does not fit; the checked value otherwise. */
export function parseShape<T>(spec: Spec, value: unknown): T {
  return check(spec, value, '') as T;
}

/** The same as tronApiRequest's AnswerCheck. */
export function answerShape<T>(spec: Spec): AnswerCheck<T> {
  return {
    safeParse(value: unknown) {
      try {
        return { success: true, data: parseShape<T>(spec, value) };
      } catch (error) {
        if (!(error instanceof AnswerShapeError)) throw error;
        return { success: false, error: { message: error.message } };
      }
    },
  };
}

export const optional = (spec: Spec): Spec => ({ optional: spec });
