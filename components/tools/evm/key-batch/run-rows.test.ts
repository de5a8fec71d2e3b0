import { createJob, planChunks } from '@/lib/batch';
import { AttemptLog } from './attempts';
import { runCsv, runRows } from './run-rows';

const SOURCE = '0x1111111111111111111111111111111111111111';
const RECIPIENT = '0x2222222222222222222222222222222222222222';
const DESTINATION = '0x3333333333333333333333333333333333333333';
const HASH = `0x${'ab'.repeat(32)}`;

describe('run rows and export', () => {
  it('shows a multi-send row from its lane to its recipient, with an "all" amount from the attempt log', () => {
    const rows = [{ line: 4, address: RECIPIENT }];
    const chunks = planChunks(rows, { capacity: 1, lane: () => SOURCE });
    const job = createJob(rows, chunks, { tool: 'multi-send' });
    job.chunks[0] = { ...job.chunks[0], status: 'confirmed' };
    const attempts = new AttemptLog();
    expect(runRows(job, attempts)[0]).toMatchObject({ from: SOURCE, to: RECIPIENT, amount: undefined });
    attempts.record(0, { hash: HASH, nonce: 0, amount: '1500000' });
    const [row] = runRows(job, attempts);
    expect(row).toMatchObject({ line: 4, from: SOURCE, to: RECIPIENT, amount: 1_500_000n, txHash: HASH });
    expect(runCsv([row], 6, () => '')).toBe(
      `line,from,to,amount,status,txHash,error\r\n4,${SOURCE},${RECIPIENT},1.5,confirmed,${HASH},`,
    );
  });

  it('sends a collection row from its wallet to the destination of the job', () => {
    const rows = [{ line: 1, address: SOURCE, amount: 10n }];
    const job = createJob(rows, planChunks(rows, { capacity: 1, lane: (row) => row.address }), {
      tool: 'collection',
      destination: DESTINATION,
    });
    job.chunks[0] = { ...job.chunks[0], status: 'failed', error: { code: 'KEY_MISSING', message: 'no key' } };
    const csv = runCsv(runRows(job), 0, (failure) => `text for ${failure.code}`);
    expect(csv.split('\r\n')[1]).toBe(`1,${SOURCE},${DESTINATION},10,failed,,text for KEY_MISSING`);
  });

  it('keeps attempts across a reload when given a store', () => {
    const memory = new Map<string, string>();
    const store = {
      getJson: <T>(key: string) => (memory.has(key) ? (JSON.parse(memory.get(key) as string) as T) : null),
      setJson: (key: string, value: unknown) => void memory.set(key, JSON.stringify(value)),
      remove: (key: string) => void memory.delete(key),
    };
    new AttemptLog(store, 'attempts').record(3, { hash: HASH, nonce: 7, amount: '5' });
    expect(new AttemptLog(store, 'attempts').of(3)).toEqual([{ hash: HASH, nonce: 7, amount: '5' }]);
    new AttemptLog(store, 'attempts').clear();
    expect(memory.size).toBe(0);
  });
});
