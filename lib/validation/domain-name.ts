import { z } from 'zod';

const DOMAIN_CHARACTERS = /^[a-z0-9.-]+$/;
const FORBIDDEN_SEQUENCES = ['--', '-.', '.-'] as const;

/**
 * A domain name by spec §5, clause by clause: only lowercase letters, digits, dots and hyphens; no
 * '--', '-.' or '.-'; no leading or trailing hyphen; at least two dot-separated parts, none empty (so no
 * leading, trailing or double dot); the last part longer than one character.
 * Uppercase is rejected rather than folded: callers that accept user input fold it first (see isEmail).
 * Because '--' is forbidden, punycode labels such as 'xn--' are rejected, as the spec has it.
 */
export function isDomainName(value: string): boolean {
  if (!DOMAIN_CHARACTERS.test(value)) return false;
  if (FORBIDDEN_SEQUENCES.some((sequence) => value.includes(sequence))) return false;
  if (value.startsWith('-') || value.endsWith('-')) return false;
  const parts = value.split('.');
  if (parts.length < 2 || parts.some((part) => part === '')) return false;
  return parts[parts.length - 1].length > 1;
}

export const domainNameSchema = z.string().refine(isDomainName, { message: 'Invalid domain name' });
