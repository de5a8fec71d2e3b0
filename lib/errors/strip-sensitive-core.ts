// The redaction without the BIP39 word list (strip-sensitive.ts adds it): the browser's tracking pipeline redacts with
// this, and fetches the list only when some text holds a run of twelve words that could be a mnemonic (issue 13
// point 10: the list is ≈ 6 KiB gzip).

export const REDACTED = '[redacted]';
const CIRCULAR = '[circular]';

/*
 * THE one redaction of the product (spec §5, DESIGN §6): every error report, tracking event and server log goes
 * through stripSensitive first, in the browser before sending and on the server before storing or logging.
 *
 * What it removes:
 * - values under secret-sounding keys, at any depth (password, passphrase, private key, mnemonic, seed, secret…);
 * - strings that look like a secret wherever they appear: 64 hex digits with or without 0x (EVM, Tron, Aptos keys),
 *   base58 runs of 85+ characters (a Solana 64-byte secret key is 87–88; also xprv keys), WIF keys (Bitcoin,
 *   Dogecoin), Sui `suiprivkey1…` keys, bracketed lists of 32–64 byte values (a Solana keypair file);
 * - mnemonics: a string made only of 12, 15, 18, 21 or 24 lowercase words; inside longer text, any run of 12 or more
 *   BIP39 words (space, comma, quote or numbering between them), and 12 or more single Chinese characters separated
 *   by spaces (a Chinese BIP39 mnemonic);
 * - byte arrays (Uint8Array…) and plain arrays of 32 or 64 byte values.
 * The price is over-redaction: transaction hashes and Solana signatures look exactly like keys and go too.
 */

/**
 * Keys whose values are secrets, compared lowercased with '_', '-', '.' and spaces removed so that privateKey,
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
  'secret',
  'pass',
  'passwd',
  'pwd',
  'privkey',
  'wif',
  'xprv',
  'keypair',
  'keystore',
]);
/** Any key containing one of these is a secret too: walletPassword, encryptedPrivateKey, importMnemonic. */
const SENSITIVE_KEY_PARTS: readonly string[] = [
  'password',
  'passphrase',
  'privatekey',
  'secretkey',
  'mnemonic',
  'seedphrase',
  'recoveryphrase',
  'secretphrase',
];

const PRIVATE_KEY_VALUE = /^(0x)?[0-9a-f]{64}$/i;
/** Secrets inside longer text, e.g. a pasted list of keys in a tool's input or a key quoted in an error message. */
const EMBEDDED_SECRETS: readonly RegExp[] = [
  /\b(0x)?[0-9a-f]{64}\b/gi,
  /\b[1-9A-HJ-NP-Za-km-z]{85,}\b/g,
  /\b[5KL9c6Q][1-9A-HJ-NP-Za-km-z]{50,51}\b/g,
  /\bsuiprivkey1[02-9ac-hj-np-z]{20,}\b/g,
  /\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){31,63}\s*\]/g,
  /(?<!\S)[\u3400-\u9fff](?:\s+[\u3400-\u9fff]){11,}(?!\S)/gu,
];
const MNEMONIC_WORD_COUNTS: ReadonlySet<number> = new Set([12, 15, 18, 21, 24]);
const MIN_EMBEDDED_MNEMONIC_WORDS = 12;
const BYTE_SECRET_LENGTHS: ReadonlySet<number> = new Set([32, 64]);
/** What may stand between two words of one phrase: spaces, commas, quotes and brackets (JSON), numbering. */
const PHRASE_GAP = /^[\s,"'\d.)([\]]{1,8}$/;
/** Whether a word is (or abbreviates) a word of the BIP39 English list. */
export type Bip39WordTest = (word: string) => boolean;

/** A word BIP39 could hold, by its shape alone (3–8 lowercase letters): every word of the list passes. */
export const hasBip39Shape: Bip39WordTest = (word) => word.length >= 3 && word.length <= 8 && /^[a-z]+$/.test(word);

/**
 * The test for a word list. BIP39 promises that the first four letters identify an English word; so the list keeps
 * four letters per word (three for the three-letter words), which is also what people abbreviate mnemonics to.
 * Built on first use.
 */
export function bip39WordTest(wordlist: readonly string[]): Bip39WordTest {
  let prefixes: ReadonlySet<string> | undefined;
  return (word) => {
    if (!hasBip39Shape(word)) return false;
    prefixes ??= new Set(wordlist.map((bip39Word) => bip39Word.slice(0, 4)));
    return prefixes.has(word.slice(0, 4));
  };
}

export interface RedactionOptions {
  isBip39Word: Bip39WordTest;
  /**
   * Also a string that is nothing but a run of 12+ words (otherwise judged by its word count alone): with a test
   * looser than the list, this keeps the result at least as redacted as the list's.
   */
  redactWholeRuns?: boolean;
  /** Told of each run of 12+ words found in a string (before the whole-string rule). */
  onMnemonicRun?: () => void;
}

function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[\s_.-]/g, '');
  return SENSITIVE_KEYS.has(normalized) || SENSITIVE_KEY_PARTS.some((part) => normalized.includes(part));
}

function looksLikeMnemonic(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return MNEMONIC_WORD_COUNTS.has(words.length) && words.every((word) => /^[a-z]+$/.test(word));
}

/**
 * Runs of 12+ BIP39 words inside longer text, as [start, end) spans, found in one linear pass (no regex
 * backtracking on long stack traces). A string that is nothing but the run is left to looksLikeMnemonic, which
 * judges it by its word count instead.
 */
function mnemonicSpans(text: string, options: RedactionOptions): [number, number][] {
  const { isBip39Word } = options;
  const spans: [number, number][] = [];
  let runStart = -1;
  let runEnd = -1;
  let runLength = 0;
  const endRun = () => {
    if (runLength >= MIN_EMBEDDED_MNEMONIC_WORDS) spans.push([runStart, runEnd]);
    runLength = 0;
  };
  for (const match of text.matchAll(/[A-Za-z]+|[^A-Za-z]+/g)) {
    const token = match[0];
    const index = match.index;
    if (!/^[A-Za-z]/.test(token)) {
      if (!PHRASE_GAP.test(token)) endRun();
      continue;
    }
    if (!isBip39Word(token)) {
      endRun();
      continue;
    }
    if (runLength === 0) runStart = index;
    runEnd = index + token.length;
    runLength += 1;
  }
  endRun();
  if (spans.length > 0) options.onMnemonicRun?.();
  if (options.redactWholeRuns) return spans;
  const trimmedStart = text.length - text.trimStart().length;
  const isWholeText = (span: [number, number]) => span[0] === trimmedStart && span[1] === text.trimEnd().length;
  return spans.filter((span) => !isWholeText(span));
}

function redactSpans(text: string, spans: [number, number][]): string {
  let result = text;
  for (const [start, end] of [...spans].reverse()) result = result.slice(0, start) + REDACTED + result.slice(end);
  return result;
}

/**
 * Transaction hashes are 64 hex too and get redacted with keys: the two cannot be told apart, and a
 * leaked key costs more than a missing hash in a report.
 */
function redactString(text: string, options: RedactionOptions): string {
  if (PRIVATE_KEY_VALUE.test(text.trim()) || looksLikeMnemonic(text)) return REDACTED;
  const withoutMnemonics = redactSpans(text, mnemonicSpans(text, options));
  return EMBEDDED_SECRETS.reduce((current, pattern) => current.replace(pattern, REDACTED), withoutMnemonics);
}

function isByteValue(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;
}

/** A 32- or 64-byte array is a key (or a seed) more often than anything else worth reporting. */
function isByteSecret(value: readonly unknown[] | ArrayBufferView): boolean {
  if (ArrayBuffer.isView(value)) return BYTE_SECRET_LENGTHS.has(value.byteLength);
  return BYTE_SECRET_LENGTHS.has(value.length) && value.every(isByteValue);
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
 * stripSensitive (strip-sensitive.ts) with the word test given. A deep copy safe to send in error reports and tracking (spec §5): secret fields at any depth, and
 * strings that look like a private key or a mnemonic, become '[redacted]'. Errors become plain objects
 * (name, message, stack, cause and own fields) so their text is redacted too; a reference back to an
 * enclosing object becomes '[circular]' so the result can always be serialised. Other byte arrays become plain
 * arrays of numbers.
 */
export function stripSensitiveWith<T>(value: T, options: RedactionOptions): Redacted<T> {
  const ancestors = new WeakSet<object>();

  const copy = (current: unknown): unknown => {
    if (typeof current === 'string') return redactString(current, options);
    if (typeof current !== 'object' || current === null) return current;
    if (ancestors.has(current)) return CIRCULAR;
    if (current instanceof Date) return new Date(current.getTime());
    if (ArrayBuffer.isView(current)) {
      return isByteSecret(current)
        ? REDACTED
        : Array.from(new Uint8Array(current.buffer, current.byteOffset, current.byteLength));
    }
    if (Array.isArray(current) && isByteSecret(current)) return REDACTED;
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
