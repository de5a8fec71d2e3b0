import { REDACTED, stripSensitive } from '@/lib/errors';
import { createLocalStore, type LocalStore } from '@/lib/http/local-store';
import type { JobState, RowStatus } from './types';

/**
 * A batch job in localStorage, one per tool, so a reload resumes it (DESIGN §4): rows, chunk layout, statuses,
 * hashes. Never keys: saving refuses a job holding anything that looks like one.
 */
const STORAGE_PREFIX = 'chainkit:batch:';
const FORMAT_VERSION = 1;

export class SecretInJobError extends Error {
  constructor(field: string) {
    super(`Refusing to store a batch job: ${field} looks like a private key or mnemonic`);
    this.name = 'SecretInJobError';
  }
}

/** EVM keys as wallets export them (no 0x). Sui and Aptos addresses are 0x + 64 hex, so the prefixed form must pass. */
const BARE_HEX_KEY = /^[0-9a-f]{64}$/i;
/** A Solana secret key: 64 bytes in base58 (87–88 characters); addresses and lanes are at most 44. */
const BASE58_SECRET_KEY = /^[1-9A-HJ-NP-Za-km-z]{86,90}$/;
/** A 64-byte secret key in hex (Solana key pairs, some multi-chain wallets); no address or hash is that long. */
const HEX_64_BYTE_KEY = /^(0x)?[0-9a-f]{128}$/i;
/**
 * A solana-keygen file: a JSON list of the 64 bytes (or the 32-byte seed), anywhere in the text. Brackets are what
 * tells it apart from a tool's own comma-separated numbers (row positions, table indexes), which are never bracketed.
 */
const BYTE_ARRAY_KEY = /\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){31}(?:(?:\s*,\s*\d{1,3}){32})?\s*\]/g;

function hasByteArrayKey(text: string): boolean {
  return [...text.matchAll(BYTE_ARRAY_KEY)].some((match) =>
    match[0]
      .slice(1, -1)
      .split(',')
      .every((value) => Number(value) <= 255),
  );
}

/** stripSensitive redacts a whole text when it is a key or a mnemonic; a key has no spaces, so this is the mnemonic. */
function isMnemonic(text: string): boolean {
  const trimmed = text.trim();
  return /\s/.test(trimmed) && stripSensitive(trimmed) === REDACTED;
}

function isSecretLike(text: string): boolean {
  const trimmed = text.trim();
  return (
    isMnemonic(text) ||
    BARE_HEX_KEY.test(trimmed) ||
    HEX_64_BYTE_KEY.test(trimmed) ||
    BASE58_SECRET_KEY.test(trimmed) ||
    hasByteArrayKey(trimmed)
  );
}

function isSensitiveName(name: string): boolean {
  return stripSensitive({ [name]: '' })[name] === REDACTED;
}

interface StoredJob {
  version: typeof FORMAT_VERSION;
  rows: { line: number; address: string; amount?: string; note?: string }[];
  chunks: {
    id: number;
    lane: string;
    rowIndexes: number[];
    status: RowStatus;
    txHash?: string;
    error?: { code: number | string; message: string };
    isSending?: boolean;
  }[];
  meta: Record<string, string>;
}

// The stored shape checked by hand: zod, even zod/mini, would add ≈ 25 KiB gzip to every batch tool's page (issue 13
// point 10). An optional field is absent or of its type.
const CHUNK_STATUSES: ReadonlySet<unknown> = new Set<RowStatus>(['pending', 'sent', 'confirmed', 'failed']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

function isStoredRow(value: unknown): boolean {
  return (
    isRecord(value) &&
    isInteger(value.line) &&
    isString(value.address) &&
    optional(value.amount, (amount) => isString(amount) && /^\d+$/.test(amount)) &&
    optional(value.note, isString)
  );
}

function isStoredChunk(value: unknown): boolean {
  return (
    isRecord(value) &&
    isInteger(value.id) &&
    isString(value.lane) &&
    Array.isArray(value.rowIndexes) &&
    value.rowIndexes.every((index) => isInteger(index) && index >= 0) &&
    CHUNK_STATUSES.has(value.status) &&
    optional(value.txHash, isString) &&
    optional(
      value.error,
      (error) => isRecord(error) && (typeof error.code === 'number' || isString(error.code)) && isString(error.message),
    ) &&
    optional(value.isSending, (flag) => typeof flag === 'boolean')
  );
}

function isStoredJob(value: unknown): value is StoredJob {
  return (
    isRecord(value) &&
    value.version === FORMAT_VERSION &&
    Array.isArray(value.rows) &&
    value.rows.every(isStoredRow) &&
    Array.isArray(value.chunks) &&
    value.chunks.every(isStoredChunk) &&
    isRecord(value.meta) &&
    Object.values(value.meta).every(isString)
  );
}

/** Only the job's own fields are written, so nothing a tool adds to its objects can slip in. */
export function serializeJob(job: JobState): StoredJob {
  const guard = (field: string, text: string, isSecret = isSecretLike) => {
    if (isSecret(text)) throw new SecretInJobError(field);
  };
  for (const [name, value] of Object.entries(job.meta)) {
    if (isSensitiveName(name)) throw new SecretInJobError(`meta.${name}`);
    guard(`meta.${name}`, value);
  }
  return {
    version: FORMAT_VERSION,
    rows: job.rows.map(({ line, address, amount, note }) => {
      guard(`the address on line ${line}`, address);
      if (note !== undefined) guard(`the note on line ${line}`, note);
      return {
        line,
        address,
        ...(amount !== undefined && { amount: amount.toString() }),
        ...(note !== undefined && { note }),
      };
    }),
    chunks: job.chunks.map(({ id, lane, rowIndexes, status, txHash, error, isSending }) => {
      guard(`the lane of chunk ${id}`, lane);
      // Transaction hashes and 64-hex keys (Solana signatures and base58 keys) look alike: only a mnemonic or a byte
      // list is certain to be wrong there.
      if (txHash !== undefined) {
        guard(`the hash of chunk ${id}`, txHash, (text) => isMnemonic(text) || hasByteArrayKey(text));
      }
      return {
        id,
        lane,
        rowIndexes: [...rowIndexes],
        status,
        ...(txHash !== undefined && { txHash }),
        // A wallet's error text is not ours to vouch for: stored redacted, like any error report.
        ...(error && { error: { code: error.code, message: stripSensitive(error.message) } }),
        ...(isSending && { isSending }),
      };
    }),
    meta: { ...job.meta },
  };
}

/** The stored job, or null when it is missing, from another format version, or damaged. */
export function deserializeJob(value: unknown): JobState | null {
  if (!isStoredJob(value)) return null;
  const { rows } = value;
  // Only the known fields are kept (an unknown one stored by a later version is dropped).
  const chunks = value.chunks.map(({ id, lane, rowIndexes, status, txHash, error, isSending }) => ({
    id,
    lane,
    rowIndexes,
    status,
    ...(txHash !== undefined && { txHash }),
    ...(error !== undefined && { error: { code: error.code, message: error.message } }),
    ...(isSending !== undefined && { isSending }),
  }));
  const meta = { ...value.meta };
  const rowCount = rows.length;
  if (chunks.some((chunk) => chunk.rowIndexes.some((index) => index >= rowCount))) return null;
  return {
    rows: rows.map(({ line, address, amount, note }) => ({
      line,
      address,
      ...(amount !== undefined && { amount: BigInt(amount) }),
      ...(note !== undefined && { note }),
    })),
    chunks,
    meta,
  };
}

export function jobStorageKey(tool: string): string {
  return `${STORAGE_PREFIX}${tool}`;
}

/** Throws SecretInJobError, or an AppError LOCAL_STORAGE_FULL when the browser's storage is full. */
export function saveJob(tool: string, job: JobState, store: LocalStore = createLocalStore()): void {
  store.setJson(jobStorageKey(tool), serializeJob(job));
}

export function loadJob(tool: string, store: LocalStore = createLocalStore()): JobState | null {
  const job = deserializeJob(store.getJson(jobStorageKey(tool)));
  if (!job) store.remove(jobStorageKey(tool));
  return job;
}

export function clearJob(tool: string, store: LocalStore = createLocalStore()): void {
  store.remove(jobStorageKey(tool));
}
