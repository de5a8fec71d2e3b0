import { z } from 'zod';
import { isDomainName } from './domain-name';

const LOCAL_PART_CHARACTERS = /^[A-Za-z0-9._-]+$/;
const CONSECUTIVE_SEPARATORS = /[._-]{2}/;
const SEPARATOR_NOT_FOLLOWED_BY_ALPHANUMERIC = /[._-](?![A-Za-z0-9])/;

/**
 * The local part by spec §5: letters, digits, dots, hyphens and underscores; not starting or ending with
 * a dot; no two separators in a row; every separator followed by a letter or digit (which also forbids
 * ending with '-' or '_'). A leading '-' or '_' is allowed: no clause forbids it.
 */
function isEmailLocalPart(localPart: string): boolean {
  return (
    LOCAL_PART_CHARACTERS.test(localPart) &&
    !localPart.startsWith('.') &&
    !localPart.endsWith('.') &&
    !CONSECUTIVE_SEPARATORS.test(localPart) &&
    !SEPARATOR_NOT_FOLLOWED_BY_ALPHANUMERIC.test(localPart)
  );
}

/**
 * An e-mail address by spec §5: one '@', a valid local part and a valid domain name.
 * Decision: the domain is compared case-insensitively (DNS ignores case and people type 'Gmail.com'),
 * so it is lowercased before the domain check; the local part keeps its case, which mail servers may
 * honour. No trimming: surrounding spaces make the address invalid.
 */
export function isEmail(value: string): boolean {
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [localPart, domain] = parts;
  return isEmailLocalPart(localPart) && isDomainName(domain.toLowerCase());
}

/** The form an address is stored and compared in: the domain lowercased, the local part as typed. */
export function normalizeEmail(value: string): string {
  const at = value.lastIndexOf('@');
  return at < 0 ? value : value.slice(0, at + 1) + value.slice(at + 1).toLowerCase();
}

/** Validates, then outputs the normalised address (domain lowercased). */
export const emailSchema = z.string().refine(isEmail, { message: 'Invalid e-mail address' }).transform(normalizeEmail);
