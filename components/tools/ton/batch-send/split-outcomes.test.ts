import type { JobState } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import { splitSettledChunks } from './split-outcomes';

const HASH = 'ab'.repeat(32);
const row = (line: number) => ({ line, address: `0:${String(line).padStart(64, '0')}`, amount: 1n });

function job(status: 'failed' | 'confirmed', feeFree = ''): JobState {
  return {
    rows: [row(1), row(2), row(3), row(4)],
    chunks: [
      { id: 0, lane: 'w', rowIndexes: [0, 1, 2], status, txHash: HASH },
      { id: 1, lane: 'w', rowIndexes: [3], status: 'confirmed', txHash: 'cd'.repeat(32) },
    ],
    meta: { fees: '60000000,0', feeFree },
  };
}

describe('splitSettledChunks', () => {
  it('splits a landed request: delivered rows confirmed, the bounced one failed alone and fee-free', () => {
    const split = splitSettledChunks(job('failed'), {
      [HASH]: { boc: 'x', sentAt: 0, validUntil: 0, outcomes: ['delivered', 'bounced: exit code 0', 'delivered'] },
    });
    expect(split?.chunks).toEqual([
      { id: 0, lane: 'w', rowIndexes: [0, 2], status: 'confirmed', txHash: HASH, error: undefined },
      {
        id: 2,
        lane: 'w',
        rowIndexes: [1],
        status: 'failed',
        txHash: HASH,
        error: { code: CLIENT_CODE.EXECUTION_REVERTED, message: 'bounced: exit code 0' },
      },
      { id: 1, lane: 'w', rowIndexes: [3], status: 'confirmed', txHash: 'cd'.repeat(32) },
    ]);
    expect(split?.meta).toMatchObject({ feeFree: '2', splitHashes: `h${HASH}` });
    // Split once: the same outcomes split nothing more.
    expect(
      splitSettledChunks(split as JobState, { [HASH]: { boc: 'x', sentAt: 0, validUntil: 0, outcomes: [] } }),
    ).toBeNull();
  });

  it('keeps a landed request whose rows all failed as it is, fee-free; leaves unread or confirmed ones alone', () => {
    const split = splitSettledChunks(job('failed'), {
      [HASH]: { boc: 'x', sentAt: 0, validUntil: 0, outcomes: ['failed: a', 'failed: a', 'bounced: b'] },
    });
    expect(split?.chunks[0]).toMatchObject({
      id: 0,
      rowIndexes: [0, 1, 2],
      status: 'failed',
      error: { message: 'failed: a; bounced: b' },
    });
    expect(split?.meta.feeFree).toBe('0');
    expect(splitSettledChunks(job('failed'), {})).toBeNull();
    expect(
      splitSettledChunks(job('confirmed'), { [HASH]: { boc: 'x', sentAt: 0, validUntil: 0, outcomes: ['delivered'] } }),
    ).toBeNull();
  });
});
