import { keccak256, toHex } from 'viem';
import { startTronGridServer, type TronGridServer, trc20TransferFixture } from '@/test/trongrid-server';
import { readTokenTransfers, TronGridError } from '.';
import { postTronGrid } from './tron-grid-client';

const TRON = 195;
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PAYER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const RECEIVER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const txId = (label: string) => keccak256(toHex(label)).slice(2);

describe('readTokenTransfers on Tron (TronGrid shapes)', () => {
  let tronGrid: TronGridServer;

  beforeAll(async () => {
    tronGrid = await startTronGridServer();
    process.env.TRON_API_URL = tronGrid.url;
  });

  afterAll(async () => {
    delete process.env.TRON_API_URL;
    await tronGrid.stop();
  });

  it('reads a successful TRC-20 transfer: amount, base58 addresses and confirmations from the latest block', async () => {
    const id = txId('success');
    tronGrid.addTransaction(
      trc20TransferFixture({
        txId: id,
        token: USDT,
        from: PAYER,
        to: RECEIVER,
        amount: 28_900_000n,
        blockNumber: 1_000,
      }),
    );
    tronGrid.setNowBlock(1_000);
    expect(await readTokenTransfers(TRON, id)).toEqual({
      status: 'success',
      confirmations: 1,
      from: PAYER,
      transfers: [{ token: USDT, from: PAYER, to: RECEIVER, amount: 28_900_000n }],
    });

    tronGrid.setNowBlock(1_018);
    expect((await readTokenTransfers(TRON, `0x${id.toUpperCase()}`)).confirmations).toBe(19);
    // The requests carried the id as TronGrid wants it: bare lowercase hex in `value`.
    expect(tronGrid.requests.at(-1)?.body).toEqual({});
    expect(tronGrid.requests.find((request) => request.path === '/wallet/gettransactioninfobyid')?.body).toEqual({
      value: id,
    });
  });

  it('reports a reverted transfer as failed, with no transfers', async () => {
    const id = txId('revert');
    tronGrid.addTransaction(
      trc20TransferFixture({
        txId: id,
        token: USDT,
        from: PAYER,
        to: RECEIVER,
        amount: 10n ** 12n,
        blockNumber: 2_000,
        contractResult: 'REVERT',
      }),
    );
    tronGrid.setNowBlock(2_004);
    expect(await readTokenTransfers(TRON, id)).toEqual({
      status: 'failed',
      confirmations: 5,
      from: PAYER,
      transfers: [],
    });
  });

  it('reports an id TronGrid answers {} for as not found', async () => {
    expect(await readTokenTransfers(TRON, txId('unknown'))).toEqual({
      status: 'not-found',
      confirmations: 0,
      from: null,
      transfers: [],
    });
  });

  it('reports a transaction in the pending pool as pending', async () => {
    const id = txId('pending');
    const { transaction } = trc20TransferFixture({
      txId: id,
      token: USDT,
      from: PAYER,
      to: RECEIVER,
      amount: 1n,
      blockNumber: 0,
    });
    tronGrid.addPending(transaction);
    expect(await readTokenTransfers(TRON, id)).toEqual({
      status: 'pending',
      confirmations: 0,
      from: PAYER,
      transfers: [],
    });
  });

  it('ignores logs that only look like TRC-20 transfers', async () => {
    const id = txId('look-alike');
    const fixture = trc20TransferFixture({
      txId: id,
      token: USDT,
      from: PAYER,
      to: RECEIVER,
      amount: 5n,
      blockNumber: 3,
    });
    const [log] = fixture.info.log as { topics: string[]; data: string }[];
    // A TRC-721 style Transfer: the value indexed as a fourth topic, no data.
    fixture.info.log = [log, { ...log, topics: [...log.topics, log.data], data: '' }];
    tronGrid.addTransaction(fixture);
    tronGrid.setNowBlock(3);
    expect((await readTokenTransfers(TRON, id)).transfers).toEqual([
      { token: USDT, from: PAYER, to: RECEIVER, amount: 5n },
    ]);
  });

  it('retries while rate limited (HTTP 429)', async () => {
    tronGrid.rateLimitNext(2);
    expect((await readTokenTransfers(TRON, txId('unknown'))).status).toBe('not-found');
  });

  it('throws on an error answer and a malformed id instead of reading them as "not found"', async () => {
    const saved = process.env.TRON_API_URL;
    process.env.TRON_API_URL = `${tronGrid.url}/nowhere`;
    await expect(readTokenTransfers(TRON, txId('x'))).rejects.toThrow(TronGridError);
    process.env.TRON_API_URL = saved;
    await expect(postTronGrid('/wallet/gettransactioninfobyid', { value: 'zz' })).rejects.toThrow(/ParseException/);
    await expect(readTokenTransfers(TRON, 'abc')).rejects.toThrow(RangeError);
  });
});
