import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';

/**
 * Test support: a relay shaped like ours (POST /api/rpc/proxy/post?url=<upstream + path>) that forwards what is meant
 * for `upstream` to a TronGrid stand-in, so a view's requests take its real path over HTTP. `refuse()` turns it into
 * an endpoint that answers 403.
 */
export async function startTronRelay(upstream: string, target: () => string) {
  let isRefusing = false;
  const server: LocalServer = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://relay').searchParams.get('url') ?? '';
    if (isRefusing || request.method !== 'POST' || !url.startsWith(`${upstream}/wallet/`)) {
      sendJson(response, { code: 5021 }, 403);
      return;
    }
    void fetch(`${target()}${url.slice(upstream.length)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request.body,
    })
      .then(async (answer) => sendJson(response, await answer.json(), answer.status))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
  return {
    server,
    proxyPath: `${server.baseUrl}/api/rpc/proxy/post`,
    refuse(next: boolean) {
      isRefusing = next;
    },
  };
}
