import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { constantCallSchema, TronApiError, triggerConstantContract, tronApiRequest, tronApiUrl } from './api';

/** A server answering each request with the next scripted reply (status, JSON body), counting them. */
async function scripted(replies: { status: number; body: unknown }[]) {
  let count = 0;
  let headers: Record<string, unknown> = {};
  const server: Server = createServer((request, response) => {
    headers = request.headers;
    request.resume();
    request.on('end', () => {
      const reply = replies[Math.min(count, replies.length - 1)];
      count += 1;
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => count,
    headers: () => headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const schema = z.object({ ok: z.literal(true) });

describe('tronApiRequest', () => {
  afterEach(() => {
    delete process.env.TRON_API_URL;
  });

  it('retries 429 and 5xx, then parses the answer', async () => {
    const server = await scripted([
      { status: 429, body: {} },
      { status: 503, body: {} },
      { status: 200, body: { ok: true } },
    ]);
    try {
      expect(await tronApiRequest('/x', {}, schema, { apiUrl: server.url, retryDelayMs: 1 })).toEqual({ ok: true });
      expect(server.count()).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('throws, without retrying, on an {"Error"} answer, a 4xx, and a shape the schema refuses', async () => {
    for (const reply of [
      { status: 200, body: { Error: 'class java.lang.NullPointerException : null' } },
      { status: 404, body: {} },
      { status: 200, body: { ok: 'yes' } },
    ]) {
      const server = await scripted([reply]);
      try {
        await expect(tronApiRequest('/x', {}, schema, { apiUrl: server.url, retryDelayMs: 1 })).rejects.toThrow(
          TronApiError,
        );
        expect(server.count()).toBe(1);
      } finally {
        await server.close();
      }
    }
  });

  it('sends TRON_API_KEY as TRON-PRO-API-KEY when the server has one', async () => {
    const server = await scripted([{ status: 200, body: { ok: true } }]);
    try {
      await tronApiRequest('/x', {}, schema, { apiUrl: server.url });
      expect(server.headers()['tron-pro-api-key']).toBeUndefined();
      process.env.TRON_API_KEY = 'test-key';
      await tronApiRequest('/x', {}, schema, { apiUrl: server.url });
      expect(server.headers()['tron-pro-api-key']).toBe('test-key');
    } finally {
      delete process.env.TRON_API_KEY;
      await server.close();
    }
  });

  it('takes TRON_API_URL, refuses a URL that is not http(s)', () => {
    expect(tronApiUrl()).toBe('https://api.trongrid.io');
    process.env.TRON_API_URL = 'http://127.0.0.1:9090/';
    expect(tronApiUrl()).toBe('http://127.0.0.1:9090');
    expect(() => tronApiUrl('ftp://x')).toThrow(TronApiError);
  });
});

describe('triggerConstantContract', () => {
  it('reads a revert as a failed result and a refusal before execution as an error', async () => {
    const reverted = await scripted([
      {
        status: 200,
        body: {
          result: { code: 'CONTRACT_EXE_ERROR', message: Buffer.from('REVERT opcode executed').toString('hex') },
          energy_used: 321,
          constant_result: ['08c379a0'],
          transaction: { ret: [{ ret: 'FAILED' }] },
        },
      },
    ]);
    const refused = await scripted([
      {
        status: 200,
        body: { result: { code: 'CONTRACT_VALIDATE_ERROR', message: Buffer.from('No contract').toString('hex') } },
      },
    ]);
    const call = { owner: `41${'1'.repeat(40)}`, contract: `41${'2'.repeat(40)}`, data: '0x70a08231' };
    try {
      expect(await triggerConstantContract(call, { apiUrl: reverted.url })).toEqual({
        isSuccess: false,
        output: '0x08c379a0',
        energyUsed: 321,
        message: 'REVERT opcode executed',
      });
      await expect(triggerConstantContract(call, { apiUrl: refused.url })).rejects.toThrow(/No contract/);
    } finally {
      await reverted.close();
      await refused.close();
    }
  });
});

// The page's path checks this answer by hand (no zod in the browser): it takes what the node sends, refuses the rest.
describe('constantCallSchema', () => {
  it('takes a full answer and a bare one', () => {
    const full = {
      result: { result: true, code: 'SUCCESS', message: '' },
      energy_used: 9,
      constant_result: ['00ff', ''],
      transaction: { ret: [{ ret: 'SUCESS' }, {}], txID: 'ab' },
      extra: 1,
    };
    expect(constantCallSchema.safeParse(full)).toEqual({ success: true, data: full });
    expect(constantCallSchema.safeParse({ result: {} })).toMatchObject({ success: true });
  });

  it.each([
    ['not an object', null],
    ['result', {}],
    ['result.result', { result: { result: 'true' } }],
    ['result.message', { result: { message: 7 } }],
    ['energy_used', { result: {}, energy_used: -1 }],
    ['energy_used', { result: {}, energy_used: 1.5 }],
    ['constant_result', { result: {}, constant_result: ['0g'] }],
    ['constant_result', { result: {}, constant_result: ['abc'] }],
    ['transaction', { result: {}, transaction: [] }],
    ['transaction.ret', { result: {}, transaction: { ret: [{ ret: 1 }] } }],
  ])('refuses an answer with a bad %s', (fault, answer) => {
    expect(constantCallSchema.safeParse(answer)).toEqual({ success: false, error: { message: `unexpected ${fault}` } });
  });
});
