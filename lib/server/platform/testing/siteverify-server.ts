import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test support only: a local stand-in for Cloudflare Turnstile's siteverify. It speaks the real protocol (POST form
// `secret`, `response`, `remoteip`; JSON `{success, 'error-codes', challenge_ts, hostname, action}`, see
// developers.cloudflare.com/turnstile/get-started/server-side-validation) and answers by token:
//   PASS_TOKEN → success; FAIL_TOKEN → invalid-input-response; SPENT_TOKEN → timeout-or-duplicate (tokens are
//   single use: any token passes once); INTERNAL_TOKEN → internal-error; GARBAGE_TOKEN → not JSON; HANG_TOKEN → no
//   answer at all. A wrong secret → invalid-input-secret.

export const SITEVERIFY_SECRET = 'test-secret-0x4AAAAAAA';
export const PASS_TOKEN = 'pass-token';
export const FAIL_TOKEN = 'fail-token';
export const INTERNAL_TOKEN = 'internal-token';
export const GARBAGE_TOKEN = 'garbage-token';
export const HANG_TOKEN = 'hang-token';

export interface SiteverifyRequest {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  contentType: string | undefined;
}

export interface SiteverifyServer {
  url: string;
  requests: SiteverifyRequest[];
  /** The action the next successful answers carry (the widget's `action`). */
  setAction(action: string | undefined): void;
  stop(): Promise<void>;
}

export async function startSiteverifyServer(): Promise<SiteverifyServer> {
  const requests: SiteverifyRequest[] = [];
  const spent = new Set<string>();
  const hanging = new Set<() => void>();
  let action: string | undefined;

  const answer = (form: URLSearchParams) => {
    const token = form.get('response') ?? '';
    if (form.get('secret') !== SITEVERIFY_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
    if (token === FAIL_TOKEN) return { success: false, 'error-codes': ['invalid-input-response'] };
    if (token === INTERNAL_TOKEN) return { success: false, 'error-codes': ['internal-error'] };
    if (spent.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    spent.add(token);
    return {
      success: true,
      'error-codes': [],
      challenge_ts: new Date().toISOString(),
      hostname: 'localhost',
      ...(action ? { action } : {}),
    };
  };

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(text);
      requests.push({
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
        contentType: request.headers['content-type'],
      });
      const token = form.get('response');
      if (token === HANG_TOKEN) {
        hanging.add(() => response.destroy());
        return;
      }
      if (token === GARBAGE_TOKEN) {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(form)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    setAction: (next) => {
      action = next;
    },
    stop: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: a port we held and let go. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
}

/** Points the platform config at the local server (restore with the returned function). */
export function useSiteverifyEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(values);
  return () => apply(previous);
}
