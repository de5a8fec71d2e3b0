import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';

/** Our relay's path (app/api/rpc/tron/wallet/[method]), as the test relay serves it. */
const RELAY_PATH = '/api/rpc/tron';

/**
 * Test support: a relay shaped like ours (POST /api/rpc/tron/wallet/<method>) that forwards each call to a TronGrid
 * stand-in, so a view's requests take its real path over HTTP. `refuse()` turns it into an endpoint that answers
 * 403 (not worth a retry).
 */
export async function startTronRelay(target: () => string) {
  let isRefusing = false;
  const server: LocalServer = await startLocalServer((request, response) => {
    const path = new URL(request.url, 'http://relay').pathname;
    if (isRefusing || request.method !== 'POST' || !path.startsWith(`${RELAY_PATH}/wallet/`)) {
      sendJson(response, { code: 5021 }, 403);
      return;
    }
    void fetch(`${target()}${path.slice(RELAY_PATH.length)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request.body,
    })
      .then(async (answer) => sendJson(response, await answer.json(), answer.status))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
  return {
    server,
    relayPath: `${server.baseUrl}${RELAY_PATH}`,
    refuse(next: boolean) {
      isRefusing = next;
    },
  };
}
