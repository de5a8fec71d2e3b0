import { getAddress } from 'viem';
import { createJob } from '@/lib/batch/job';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import { nftResultsToCsv } from './nft-export';
import { toBatchRow, tokenIdOf } from './nft-plan';
import { parseNftRows, parseUint256, withoutLines } from './nft-rows';

const A = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const B = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');

describe('send-nft rows and results', () => {
  it('reads ids in decimal and hex up to 2^256 − 1, nothing else', () => {
    expect(parseUint256('42')).toBe(42n);
    expect(parseUint256('0xff')).toBe(255n);
    expect(parseUint256(`0x${'f'.repeat(64)}`)).toBe(2n ** 256n - 1n);
    expect(parseUint256(`0x1${'0'.repeat(64)}`)).toBeUndefined();
    expect(parseUint256((2n ** 256n).toString())).toBeUndefined();
    for (const bad of ['-1', '1.5', '1e3', '', '0x', 'abc']) expect(parseUint256(bad)).toBeUndefined();
  });

  it('skips a header, keeps the user’s line numbers, and removes the lines named', () => {
    const text = `recipient;tokenId;amount\n\n${A};7;2\n# note\n${B}\t8\t1`;
    const parsed = parseNftRows(text, 'erc1155');
    expect(parsed.rows.map((row) => [row.line, row.tokenId, row.amount])).toEqual([
      [3, 7n, 2n],
      [5, 8n, 1n],
    ]);
    expect(withoutLines(text, new Set([3]))).toBe(`recipient;tokenId;amount\n\n# note\n${B}\t8\t1`);
  });

  it('exports every row with its token id, status, transaction and error in the user’s language', () => {
    const rows = parseNftRows(`${A},1,2\n${B},340282366920938463463374607431768211456,1`, 'erc1155').rows.map(
      toBatchRow,
    );
    expect(tokenIdOf(rows[1])).toBe(2n ** 128n);
    const job = createJob(rows, [
      { id: 0, lane: '', rowIndexes: [0], rows: [rows[0]] },
      { id: 1, lane: '', rowIndexes: [1], rows: [rows[1]] },
    ]);
    job.chunks[0] = { ...job.chunks[0], status: 'confirmed', txHash: '0xabc' };
    const failure = new AppError(CLIENT_CODE.USER_REJECTED);
    job.chunks[1] = { ...job.chunks[1], status: 'failed', error: { code: failure.code, message: failure.message } };
    const en = nftResultsToCsv(job, 'en').split('\r\n');
    expect(en[0]).toBe('line,recipient,tokenId,amount,status,txHash,error');
    expect(en[1]).toBe(`1,${A},1,2,confirmed,0xabc,`);
    expect(en[2].startsWith(`2,${B},340282366920938463463374607431768211456,1,failed,,`)).toBe(true);
    const cn = nftResultsToCsv(job, 'cn').split('\r\n');
    expect(cn[2]).toMatch(/[\u4e00-\u9fff]/);
  });
});
