import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test support only (imports node:http, never imported by the app).

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface CountingServer {
  host: string;
  port: number;
  /** http://host:port (IPv6 in brackets). */
  origin: string;
  /** Every request that reached this listener: the SSRF suite asserts it stays empty. */
  seen: SeenRequest[];
  /** Connections accepted, even those that never sent a full request. */
  connections(): number;
  /** Forgets what was seen and counted. */
  reset(): void;
  close(): Promise<void>;
}

export type TestHandler = (request: SeenRequest, response: ServerResponse) => void;

const okHandler: TestHandler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('local listener reached');
};

/** An HTTP server on `host` (127.0.0.1, 127.0.0.2, ::1…) and a port (random by default) that records what reaches it. */
export async function startCountingServer(
  host: string,
  handler: TestHandler = okHandler,
  port = 0,
): Promise<CountingServer> {
  const seen: SeenRequest[] = [];
  let connections = 0;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(request);
      handler(request, response);
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    host,
    port: bound,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    seen,
    connections: () => connections,
    reset: () => {
      seen.length = 0;
      connections = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
