import { AppError, CLIENT_CODE } from '@/lib/errors';
import { createLocalStore, type KeyValueStorage } from '@/lib/http/local-store';
import { createJob } from './job';
import { clearJob, deserializeJob, jobStorageKey, loadJob, SecretInJobError, saveJob, serializeJob } from './persist';
import { planChunks } from './plan';
import type { JobState } from './types';

/** A stored job as JSON gives it back, for damaging one field at a time. */
type Stored = ReturnType<typeof serializeJob>;

const EVM_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const MNEMONIC = 'test test test test test test test test test test test junk';
const SUI_ADDRESS = `0x${'5'.repeat(64)}`;
const SOLANA_SECRET = '4'.repeat(88);
/** A solana-keygen file's content (64 bytes) and a 32-byte seed, as JSON lists; a 64-byte key in hex. */
const KEYGEN_BYTES = JSON.stringify(Array.from({ length: 64 }, (_, index) => (index * 37) % 256));
const SEED_BYTES = `[ ${Array.from({ length: 32 }, (_, index) => 255 - index).join(' , ')} ]`;
const HEX_128 = 'c0ffee'.repeat(21).concat('ab');

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

function sampleJob(): JobState {
  const rows = [
    { line: 2, address: '0x1111111111111111111111111111111111111111', amount: 10n ** 30n + 1n },
    { line: 3, address: SUI_ADDRESS, amount: 5n },
    { line: 5, address: '0x3333333333333333333333333333333333333333' },
  ];
  const job = createJob(rows, planChunks(rows, { capacity: 2 }), { chainId: '56', token: '0xabc' });
  job.chunks[0] = {
    ...job.chunks[0],
    status: 'sent',
    txHash: `0x${'ab'.repeat(32)}`,
  };
  job.chunks[1] = {
    ...job.chunks[1],
    status: 'failed',
    error: { code: CLIENT_CODE.EXECUTION_REVERTED, message: 'The transaction was reverted' },
  };
  return job;
}

describe('saveJob / loadJob', () => {
  it('round-trips rows with exact big amounts, the chunk layout, statuses, hashes and errors', () => {
    const storage = memoryStorage();
    const store = createLocalStore(storage);
    const job = sampleJob();
    saveJob('evm-batch-send', job, store);
    expect([...storage.entries.keys()]).toEqual(['chainkit:batch:evm-batch-send']);
    expect(loadJob('evm-batch-send', store)).toEqual(job);
    clearJob('evm-batch-send', store);
    expect(loadJob('evm-batch-send', store)).toBeNull();
  });

  it('drops a damaged or foreign entry', () => {
    const storage = memoryStorage();
    const store = createLocalStore(storage);
    storage.setItem(jobStorageKey('tool'), JSON.stringify({ version: 99, rows: [], chunks: [], meta: {} }));
    expect(loadJob('tool', store)).toBeNull();
    expect(storage.entries.size).toBe(0);
    const stored = serializeJob(sampleJob());
    expect(deserializeJob({ ...stored, chunks: [{ ...stored.chunks[0], rowIndexes: [7] }] })).toBeNull();
    expect(deserializeJob({ ...stored, rows: [{ line: 1, address: 'x', amount: '1e5' }] })).toBeNull();
  });

  // The shape is checked by hand (no zod on the batch pages): each field of the stored format, and nothing else kept.
  it.each([
    ['a row line that is no integer', (job: Stored) => ({ ...job, rows: [{ ...job.rows[0], line: 1.5 }] })],
    ['a row without an address', (job: Stored) => ({ ...job, rows: [{ line: 1 }] })],
    ['a negative row index', (job: Stored) => ({ ...job, chunks: [{ ...job.chunks[0], rowIndexes: [-1] }] })],
    ['an unknown status', (job: Stored) => ({ ...job, chunks: [{ ...job.chunks[0], status: 'done' }] })],
    ['a hash that is no text', (job: Stored) => ({ ...job, chunks: [{ ...job.chunks[0], txHash: 12 }] })],
    ['an error without a message', (job: Stored) => ({ ...job, chunks: [{ ...job.chunks[0], error: { code: 1 } }] })],
    ['a sending flag that is no boolean', (job: Stored) => ({ ...job, chunks: [{ ...job.chunks[0], isSending: 1 }] })],
    ['a meta value that is no text', (job: Stored) => ({ ...job, meta: { chainId: 1 } })],
    ['rows that are no list', (job: Stored) => ({ ...job, rows: {} })],
    ['no object at all', () => 'job'],
  ])('drops %s', (_name, damage) => {
    expect(deserializeJob(damage(serializeJob(sampleJob())))).toBeNull();
  });

  it('keeps only the stored format’s fields', () => {
    const stored = serializeJob(sampleJob());
    const extra = {
      ...stored,
      rows: stored.rows.map((row) => ({ ...row, memoId: 'x' })),
      chunks: stored.chunks.map((chunk) => ({ ...chunk, signer: 'x' })),
    };
    expect(deserializeJob(extra)).toEqual(deserializeJob(stored));
  });

  it('keeps a row’s note (a TON comment), and refuses one that is a mnemonic', () => {
    const job = sampleJob();
    const noted = { ...job, rows: job.rows.map((row, index) => (index === 0 ? { ...row, note: 'thanks' } : row)) };
    expect(deserializeJob(serializeJob(noted))?.rows[0].note).toBe('thanks');
    const words = 'abandon '.repeat(11).concat('about');
    const secret = { ...job, rows: job.rows.map((row) => ({ ...row, note: words })) };
    expect(() => serializeJob(secret)).toThrow(SecretInJobError);
  });

  it('says the storage is full in the catalogue’s words', () => {
    const store = createLocalStore({
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    let thrown: unknown;
    try {
      saveJob('tool', sampleJob(), store);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe(CLIENT_CODE.LOCAL_STORAGE_FULL);
  });
});

describe('the no-keys guard', () => {
  it.each([
    ['a bare hex private key as an address', (job: JobState) => (job.rows[0] = { ...job.rows[0], address: EVM_KEY })],
    ['a mnemonic as an address', (job: JobState) => (job.rows[0] = { ...job.rows[0], address: MNEMONIC })],
    ['a Solana secret key as a lane', (job: JobState) => (job.chunks[0] = { ...job.chunks[0], lane: SOLANA_SECRET })],
    ['a mnemonic as a hash', (job: JobState) => (job.chunks[0] = { ...job.chunks[0], txHash: MNEMONIC })],
    ['a key in meta', (job: JobState) => (job.meta.sender = EVM_KEY)],
    ['a secret-named meta field', (job: JobState) => (job.meta.privateKey = '0x1')],
    [
      'a solana-keygen byte list as an address',
      (job: JobState) => (job.rows[0] = { ...job.rows[0], address: KEYGEN_BYTES }),
    ],
    ['a 32-byte seed list as a lane', (job: JobState) => (job.chunks[0] = { ...job.chunks[0], lane: SEED_BYTES })],
    ['a byte list inside a meta text', (job: JobState) => (job.meta.note = `{"keypair":${KEYGEN_BYTES}}`)],
    ['a byte list as a hash', (job: JobState) => (job.chunks[0] = { ...job.chunks[0], txHash: KEYGEN_BYTES })],
    ['a 128-hex-digit key as an address', (job: JobState) => (job.rows[0] = { ...job.rows[0], address: HEX_128 })],
    ['a 0x + 128-hex key in meta', (job: JobState) => (job.meta.sender = `0x${HEX_128.toUpperCase()}`)],
  ])('refuses %s', (_label, corrupt) => {
    const job = sampleJob();
    corrupt(job);
    const storage = memoryStorage();
    expect(() => saveJob('tool', job, createLocalStore(storage))).toThrow(SecretInJobError);
    expect(storage.entries.size).toBe(0);
  });

  it('accepts 0x + 64-hex addresses (Sui, Aptos) and hashes, and redacts keys inside error texts', () => {
    const job = sampleJob();
    job.chunks[1] = { ...job.chunks[1], error: { code: 'X', message: `failed for key ${EVM_KEY}` } };
    const stored = serializeJob(job);
    expect(stored.rows[1].address).toBe(SUI_ADDRESS);
    expect(stored.chunks[0].txHash).toBe(`0x${'ab'.repeat(32)}`);
    expect(stored.chunks[1].error?.message).toBe('failed for key [redacted]');
  });

  it('accepts numbers a tool keeps: comma lists without brackets, short lists, values above a byte', () => {
    const job = sampleJob();
    const positions = Array.from({ length: 64 }, (_, index) => index).join(',');
    job.meta.creatingRows = positions;
    job.meta.short = `[${Array.from({ length: 31 }, () => 7).join(',')}]`;
    job.meta.large = `[${Array.from({ length: 64 }, () => 256).join(',')}]`;
    expect(serializeJob(job).meta).toMatchObject({ creatingRows: positions, short: job.meta.short });
  });

  it('writes only the job’s own fields', () => {
    const job = sampleJob();
    (job.rows[0] as unknown as Record<string, unknown>).privateKey = EVM_KEY;
    expect(JSON.stringify(serializeJob(job))).not.toContain(EVM_KEY);
  });
});
