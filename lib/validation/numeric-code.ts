import { z } from 'zod';

/** \d is exactly [0-9] in JavaScript regular expressions, so full-width or other-script digits are refused. */
const SIX_OR_MORE_DIGITS = /^\d{6,}$/;

/** A verification code by spec §5: six or more digits, nothing else. */
export function isNumericCode(value: string): boolean {
  return SIX_OR_MORE_DIGITS.test(value);
}

export const numericCodeSchema = z.string().refine(isNumericCode, { message: 'The code must be six or more digits' });
