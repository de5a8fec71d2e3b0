import { normalizeDerivationPath } from '@/chains/evm/keys';
import { MAX_WALLETS } from './wallet-generation';

/** Indexes of a BIP32 level below the hardened range: 0 … 2^31 − 1. */
export const MAX_INDEX = 2 ** 31 - 1;

/** A whole number as typed (spaces around ignored, digits only), or undefined. */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,16}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A count of wallets from 1 to MAX_WALLETS, or undefined. */
export function parseCount(text: string): number | undefined {
  const value = parseWholeNumber(text);
  return value !== undefined && value >= 1 && value <= MAX_WALLETS ? value : undefined;
}

export interface RangeInput {
  basePath: string;
  start: string;
  count: string;
}

/** A range as a tool's draft keeps it (lib/client/tool-draft.ts): text fields, checked again when used. */
export function parseRangeInput(raw: unknown): RangeInput | null {
  if (!raw || typeof raw !== 'object') return null;
  const { basePath, start, count } = raw as Record<string, unknown>;
  return typeof basePath === 'string' && typeof start === 'string' && typeof count === 'string'
    ? { basePath, start, count }
    : null;
}

export interface RangeErrors {
  basePath?: 'path';
  start?: 'index';
  count?: 'count' | 'end';
}

export type RangeCheck =
  | { ok: true; basePath: string; start: number; count: number }
  | { ok: false; errors: RangeErrors };

/** The base path, start index and count of a range as typed: each field's problem, or the parsed range. */
export function checkRangeInput(input: RangeInput): RangeCheck {
  const basePath = normalizeDerivationPath(input.basePath);
  const start = parseWholeNumber(input.start);
  const count = parseCount(input.count);
  const errors: RangeErrors = {};
  if (basePath === undefined) errors.basePath = 'path';
  const isStartValid = start !== undefined && start <= MAX_INDEX;
  if (!isStartValid) errors.start = 'index';
  if (count === undefined) errors.count = 'count';
  else if (isStartValid && start + count - 1 > MAX_INDEX) errors.count = 'end';
  if (basePath === undefined || start === undefined || count === undefined || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return { ok: true, basePath, start, count };
}
