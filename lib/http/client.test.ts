import { AppError, SERVER_CODE, TRANSPORT_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { createHttpClient } from './client';
import { type LocalServer, refusedBaseUrl, sendJson, startLocalServer } from './test-server';

describe('createHttpClient against a real server', () => {
  let server: LocalServer;
  let locale: Locale;
  const client = (timeoutMs?: number) =>
    createHttpClient({ baseUrl: server.baseUrl, getLocale: () => locale, timeoutMs });

  beforeAll(async () => {
    server = await startLocalServer((request, response) => {
      const path = request.url.split('?')[0];
      if (path === '/echo') return sendJson(response, { code: 0, data: request });
      if (path === '/vip') return sendJson(response, { code: SERVER_CODE.VIP_REQUIRED, message: 'VIP needed' });
      if (path === '/login') return sendJson(response, { code: SERVER_CODE.NOT_LOGGED_IN, message: 'log in' }, 401);
      if (path === '/plain-json') return sendJson(response, { hello: 'world' });
      if (path === '/csv') {
        response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
        return response.end('address,amount\n0x1,2\n');
      }
      if (path === '/html') {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        return response.end('<html>maintenance</html>');
      }
      if (path === '/crash') {
        response.writeHead(502, { 'Content-Type': 'text/plain' });
        return response.end('Bad Gateway');
      }
      if (path === '/stalled-body') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.write('{"code":0,');
      }
      if (path === '/cut-body') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
        response.write('{"code":0,');
        // Later than the headers reach the client, so it is the body that breaks off.
        setTimeout(() => response.destroy(), 50);
        return;
      }
      // '/silent' and anything else: never answer.
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    locale = 'en';
  });

  it('unwraps the data of a success envelope and encodes the query', async () => {
    const echoed = await client().get<{ method: string; url: string }>('/echo', {
      feature: 'fast RPC&x',
      chainId: 56,
      isTest: false,
      skipped: undefined,
      empty: null,
      ids: [1, 2],
    });
    expect(echoed.method).toBe('GET');
    expect(echoed.url).toBe('/echo?feature=fast+RPC%26x&chainId=56&isTest=false&ids=1&ids=2');
  });

  it('sends Accept-Language for the locale of each call', async () => {
    const http = client();
    locale = 'cn';
    const chinese = await http.get<{ headers: Record<string, string> }>('/echo');
    locale = 'en';
    const english = await http.get<{ headers: Record<string, string> }>('/echo');
    expect(chinese.headers['accept-language']).toBe('zh-CN');
    expect(english.headers['accept-language']).toBe('en-US');
  });

  it('posts JSON, and lets call headers override the defaults', async () => {
    const echoed = await client().post<{ method: string; headers: Record<string, string>; body: string }>(
      '/echo',
      { email: 'a@b.co', source: 'signup' },
      { headers: { 'cf-turnstile-response': 'token-1', 'Accept-Language': 'zh-CN' } },
    );
    expect(echoed.method).toBe('POST');
    expect(echoed.headers['content-type']).toBe('application/json');
    expect(echoed.headers['cf-turnstile-response']).toBe('token-1');
    expect(echoed.headers['accept-language']).toBe('zh-CN');
    expect(JSON.parse(echoed.body)).toEqual({ email: 'a@b.co', source: 'signup' });
  });

  it('passes FormData through as multipart', async () => {
    const form = new FormData();
    form.set('userName', 'satoshi');
    const echoed = await client().post<{ headers: Record<string, string>; body: string }>('/echo', form);
    expect(echoed.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.body).toContain('name="userName"\r\n\r\nsatoshi');
  });

  it('throws a failure envelope as an AppError with the server code and message, keeping the envelope', async () => {
    const error = await client()
      .get('/vip')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 5020, message: 'VIP needed', raw: { code: 5020, message: 'VIP needed' } });
    await expect(client().post('/login')).rejects.toMatchObject({ code: SERVER_CODE.NOT_LOGGED_IN });
  });

  it('returns CSV whole as a string', async () => {
    await expect(client().get('/csv')).resolves.toBe('address,amount\n0x1,2\n');
  });

  it.each(['/html', '/crash', '/plain-json'])('reports %s as RESPONSE_ERROR', async (path) => {
    await expect(client().get(path)).rejects.toMatchObject({ code: TRANSPORT_CODE.RESPONSE_ERROR });
  });

  it('reports a body that breaks off as RESPONSE_ERROR', async () => {
    await expect(client().get('/cut-body')).rejects.toMatchObject({ code: TRANSPORT_CODE.RESPONSE_ERROR });
  });

  it.each(['/silent', '/stalled-body'])('times out on %s', async (path) => {
    const started = Date.now();
    await expect(client(150).get(path)).rejects.toMatchObject({ code: TRANSPORT_CODE.TIMEOUT });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a refused connection as REQUEST_ERROR', async () => {
    const http = createHttpClient({ baseUrl: await refusedBaseUrl(), getLocale: () => 'en' });
    await expect(http.get('/echo')).rejects.toMatchObject({ code: TRANSPORT_CODE.REQUEST_ERROR });
  });

  it("rethrows the caller's abort instead of a timeout", async () => {
    const controller = new AbortController();
    const pending = client().get('/silent', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
