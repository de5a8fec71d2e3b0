import { TRANSPORT_CODE } from '@/lib/errors';
import { createProxyFetch } from './proxy-fetch';
import { type LocalServer, sendJson, startLocalServer } from './test-server';

const TARGET = 'https://api.example.com/v1/tokens?chain=bsc&ids=a,b#frag';

describe('proxyFetch against a real server', () => {
  let server: LocalServer;
  let proxyFetch: ReturnType<typeof createProxyFetch>;

  beforeAll(async () => {
    server = await startLocalServer((request, response) => {
      const target = new URL(request.url, 'http://local').searchParams.get('url') ?? '';
      if (target.endsWith('/json-error'))
        return sendJson(response, { error: { code: 429, message: 'slow down' } }, 429);
      if (target.endsWith('/text-error')) {
        response.writeHead(503, { 'Content-Type': 'text/plain' });
        return response.end('upstream unavailable');
      }
      if (target.endsWith('/empty')) {
        response.writeHead(204);
        return response.end();
      }
      if (target.endsWith('/silent')) return;
      sendJson(response, {
        method: request.method,
        url: request.url,
        body: request.body,
        type: request.headers['content-type'],
      });
    });
    proxyFetch = createProxyFetch({ baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());

  it('relays GET through /api/rpc/proxy with the encoded url', async () => {
    const response = await proxyFetch(TARGET);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      method: 'GET',
      url: `/api/rpc/proxy?url=${encodeURIComponent(TARGET)}`,
    });
  });

  it('relays a body as POST through /api/rpc/proxy/post', async () => {
    const response = await proxyFetch(TARGET, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
    });
    expect(await response.json()).toEqual({
      method: 'POST',
      url: `/api/rpc/proxy/post?url=${encodeURIComponent(TARGET)}`,
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}',
      type: 'application/json',
    });
  });

  it('throws the parsed JSON body of a non-ok answer', async () => {
    await expect(proxyFetch('https://x.test/json-error')).rejects.toEqual({
      error: { code: 429, message: 'slow down' },
    });
  });

  it('throws the text of a non-ok answer that is not JSON', async () => {
    await expect(proxyFetch('https://x.test/text-error')).rejects.toBe('upstream unavailable');
  });

  it('hands back bodiless answers', async () => {
    const response = await proxyFetch('https://x.test/empty');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('times out with TIMEOUT', async () => {
    await expect(proxyFetch('https://x.test/silent', undefined, 150)).rejects.toMatchObject({
      code: TRANSPORT_CODE.TIMEOUT,
    });
  });
});
