export const REDACTED = '[redacted]';
const CIRCULAR = '[circular]';

/**
 * Keys whose values are secrets, compared lowercased with '_' and '-' removed so that privateKey,
 * private_key and PRIVATE-KEY all match.
 */
const SENSITIVE_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'confirmpassword',
  'passphrase',
  'privatekey',
  'privatekeys',
  'secretkey',
  'mnemonic',
  'mnemonics',
  'seed',
  'seedphrase',
]);

const PRIVATE_KEY_VALUE = /^(0x)?[0-9a-f]{64}$/i;
/** 64-hex runs inside longer text, e.g. a pasted list of keys in a tool's input. */
const EMBEDDED_PRIVATE_KEY = /\b(0x)?[0-9a-f]{64}\b/gi;
const MNEMONIC_WORD_COUNTS: ReadonlySet<number> = new Set([12, 15, 18, 21, 24]);

function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''));
}

function looksLikeMnemonic(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return MNEMONIC_WORD_COUNTS.has(words.length) && words.every((word) => /^[a-z]+$/.test(word));
}

/**
 * Transaction hashes are 64 hex too and get redacted with keys: the two cannot be told apart, and a
 * leaked key costs more than a missing hash in a report.
 */
function redactString(text: string): string {
  if (PRIVATE_KEY_VALUE.test(text.trim()) || looksLikeMnemonic(text)) return REDACTED;
  return text.replace(EMBEDDED_PRIVATE_KEY, REDACTED);
}

/** Errors keep their non-enumerable name, message, stack and cause; everything else its own enumerable fields. */
function fieldsOf(value: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (value instanceof Error) {
    fields.name = value.name;
    fields.message = value.message;
    if (value.stack !== undefined) fields.stack = value.stack;
    if (value.cause !== undefined) fields.cause = value.cause;
  }
  return Object.assign(fields, value);
}

/** Errors come back as plain objects; everything else keeps its shape. */
export type Redacted<T> = T extends Error ? Record<string, unknown> : T;

/**
 * A deep copy safe to send in error reports and tracking (spec §5): secret fields at any depth, and
 * strings that look like a private key or a mnemonic, become '[redacted]'. Errors become plain objects
 * (name, message, stack, cause and own fields) so their text is redacted too; a reference back to an
 * enclosing object becomes '[circular]' so the result can always be serialised.
 */
export function stripSensitive<T>(value: T): Redacted<T> {
  const ancestors = new WeakSet<object>();

  const copy = (current: unknown): unknown => {
    if (typeof current === 'string') return redactString(current);
    if (typeof current !== 'object' || current === null) return current;
    if (ancestors.has(current)) return CIRCULAR;
    if (current instanceof Date) return new Date(current.getTime());
    ancestors.add(current);
    try {
      if (Array.isArray(current)) return current.map(copy);
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fieldsOf(current))) {
        result[key] = isSensitiveKey(key) ? REDACTED : copy(field);
      }
      return result;
    } finally {
      ancestors.delete(current);
    }
  };

  return copy(value) as Redacted<T>;
}
