import { NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError, defineHandler } from './handler';

const call = (handler: (request: NextRequest) => Promise<Response>, url: string, init: RequestInit = {}) =>
  handler(new NextRequest(new URL(url, 'http://localhost'), init as ConstructorParameters<typeof NextRequest>[1]));

describe('defineHandler: the envelope of every API call', () => {
  const echo = defineHandler({
    query: z.object({ page: z.coerce.number().int().min(1) }),
    body: z.object({ email: z.string().email() }),
    handle: ({ query, body, locale }) => ({ page: query.page, email: body.email, locale }),
  });

  it('answers {code: 0, data} on success', async () => {
    const response = await call(echo, '/api/x?page=2', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.co' }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, data: { page: 2, email: 'a@b.co', locale: 'cn' } });
  });

  it('answers 5016 naming the bad fields, in the request language', async () => {
    const response = await call(echo, '/api/x?page=0', {
      method: 'POST',
      body: JSON.stringify({ email: 'nope' }),
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe(5016);
    expect(body.message).toMatch(/page/);
    expect(body.message).not.toMatch(/email/);
  });

  it('answers 5016 for a body that is not JSON', async () => {
    const response = await call(echo, '/api/x?page=1', { method: 'POST', body: '{oops' });
    expect((await response.json()).code).toBe(5016);
  });

  it('translates a service error by code, and keeps a specific message', async () => {
    const failing = defineHandler({
      handle: () => {
        throw new ApiError(5006);
      },
    });
    const cn = await (await call(failing, '/api/x', { headers: { 'accept-language': 'zh-CN' } })).json();
    const en = await (await call(failing, '/api/x', { headers: { 'accept-language': 'en' } })).json();
    expect(cn.code).toBe(5006);
    expect(cn.message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.message).not.toBe(cn.message);
    const specific = defineHandler({
      handle: () => {
        throw new ApiError(5021, 'The node is syncing');
      },
    });
    expect(await (await call(specific, '/api/x')).json()).toEqual({ code: 5021, message: 'The node is syncing' });
  });

  it('answers 5000 for an unexpected error and logs it without secrets', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineHandler({
      handle: () => {
        throw Object.assign(new Error('boom'), { privateKey: `0x${'ab'.repeat(32)}` });
      },
    });
    const response = await call(broken, '/api/x');
    expect(response.status).toBe(500);
    expect((await response.json()).code).toBe(5000);
    expect(JSON.stringify(log.mock.calls)).not.toContain('abababab');
    log.mockRestore();
  });
});
