import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readRemoteChainId } from '@/lib/server/chains-custom/chain-id';
import { parseHostRule } from './host-rules';
import { proxyRequest } from './proxy';
import type { ResolvedAddress } from './resolve';
import { SafeFetchError, type SafeFetchFailure } from './target';
import { provideNetTestOverrides } from './test-overrides';
import { type CountingServer, startCountingServer } from './testing/local-server';

/*
 * The SSRF suite. Counting listeners run on 127.0.0.1 and ::1: every trick below, against the proxy and against the
 * custom-chain check, must be refused before it reaches them. The only address treated as public is 127.0.0.2 (the
 * stand-in for a public upstream, on the same port as the 127.0.0.1 listener so that any lookup done again at
 * connect time, or any address mix-up, would land on the listener instead).
 */

const PUBLIC = '127.0.0.2';

let loopback: CountingServer;
let loopback6: CountingServer;
let upstream: CountingServer;
let lookups: string[] = [];
let rebindLookups = 0;

const answers = (...addresses: string[]): ResolvedAddress[] =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

/** Names of the fake DNS; `rebind` answers the public address once, then loopback. */
function resolveForTest(hostname: string): ResolvedAddress[] {
  const table: Record<string, ResolvedAddress[]> = {
    'api.allowed.test': answers(PUBLIC),
    'loopback.allowed.test': answers('127.0.0.1'),
    'loopback6.allowed.test': answers('::1'),
    'mapped.allowed.test': answers('::ffff:127.0.0.1'),
    'mixed.allowed.test': answers(PUBLIC, '127.0.0.1'),
    'private.allowed.test': answers('10.0.0.1'),
    'home.allowed.test': answers('192.168.1.10'),
    'docker.allowed.test': answers('172.17.0.1'),
    'metadata.allowed.test': answers('169.254.169.254'),
    'zero.allowed.test': answers('0.0.0.0'),
    'cgnat.allowed.test': answers('100.64.0.1'),
    'ula.allowed.test': answers('fc00::1'),
    'linklocal6.allowed.test': answers('fe80::1'),
    'zone.allowed.test': answers('fe80::1%lo'),
    'nat64.allowed.test': answers('64:ff9b::7f00:1'),
    'unspecified6.allowed.test': answers('::'),
    'evil.test': answers('127.0.0.1'),
  };
  if (hostname === 'rebind.allowed.test') {
    rebindLookups += 1;
    return answers(rebindLookups === 1 ? PUBLIC : '127.0.0.1');
  }
  return table[hostname] ?? [];
}

type Outcome = { reason: SafeFetchFailure; isUpstreamFailure: boolean } | { status: number; body: string };

async function outcome(run: () => Promise<{ status: number; body: string }>): Promise<Outcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SafeFetchError) return { reason: error.reason, isUpstreamFailure: error.isUpstreamFailure };
    throw error;
  }
}

function viaProxy(url: string, kind: 'get' | 'post' = 'get'): Promise<Outcome> {
  const allowedHosts = [`*.allowed.test:${loopback.port}`, `*.allowed.test:${loopback6.port}`].map(parseHostRule);
  return outcome(async () => {
    const body = kind === 'post' ? new TextEncoder().encode('{}') : undefined;
    const response = await proxyRequest(
      { kind, url, headers: new Headers(), body },
      { allowedHosts, isHttpAllowed: false },
    );
    return { status: response.status, body: await response.text() };
  });
}

function viaChainCheck(url: string): Promise<Outcome> {
  return outcome(async () => ({ status: 200, body: String(await readRemoteChainId(url, false)) }));
}

function localHits(): number {
  return loopback.seen.length + loopback.connections() + loopback6.seen.length + loopback6.connections();
}

const upstreamHandler: Parameters<typeof startCountingServer>[1] = (request, response) => {
  const target = new URL(request.url, 'http://x');
  if (target.pathname === '/redirect') {
    response.writeHead(Number(target.searchParams.get('status') ?? 302), {
      location: target.searchParams.get('to') ?? '/',
    });
    response.end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x38' }));
};

beforeAll(async () => {
  loopback = await startCountingServer('127.0.0.1');
  loopback6 = await startCountingServer('::1');
  // Same port as the loopback listener: a second lookup at connect time, or any address mix-up, would hit it.
  upstream = await startCountingServer(PUBLIC, upstreamHandler, loopback.port);
});

afterAll(async () => {
  provideNetTestOverrides(undefined);
  await Promise.all([loopback?.close(), loopback6?.close(), upstream?.close()]);
});

beforeEach(() => {
  lookups = [];
  rebindLookups = 0;
  provideNetTestOverrides({
    resolve: async (hostname) => {
      lookups.push(hostname);
      return resolveForTest(hostname);
    },
    allowPrivateForTests: [PUBLIC],
    allowHttpForTests: true,
  });
});

describe('the counting listeners', () => {
  it('count what reaches them (control: a plain fetch does, and so do the proxy and the check to the upstream)', async () => {
    expect(await (await fetch(loopback.origin)).text()).toBe('local listener reached');
    expect(await (await fetch(loopback6.origin)).text()).toBe('local listener reached');
    expect(localHits()).toBe(4);
    loopback.reset();
    loopback6.reset();
    const P = loopback.port;
    expect(await viaProxy(`http://api.allowed.test:${P}/`)).toEqual({
      status: 200,
      body: expect.stringContaining('0x38'),
    });
    expect(await viaChainCheck(`http://api.allowed.test:${P}/`)).toEqual({ status: 200, body: '56' });
    expect(upstream.seen).toHaveLength(2);
    expect(localHits()).toBe(0);
  });
});

type Refusal = SafeFetchFailure;
/** [trick, URL from the listener ports, refusal of the custom-chain check, refusal of the proxy]. */
type Trick = [string, (P: number, P6: number) => string, Refusal, Refusal];

const ADDRESS: Refusal = 'address-not-allowed';
const HOST: Refusal = 'host-not-allowed';

const TRICKS: Trick[] = [
  ['loopback literal', (P) => `http://127.0.0.1:${P}/`, ADDRESS, HOST],
  ['another loopback address', (P) => `http://127.0.0.1:${P}/latest`, ADDRESS, HOST],
  ['localhost', (P) => `http://localhost:${P}/`, HOST, HOST],
  ['uppercase localhost with a trailing dot', (P) => `http://LOCALHOST.:${P}/`, HOST, HOST],
  ['a *.localhost name', (P) => `http://api.localhost:${P}/`, HOST, HOST],
  ['percent-encoded localhost', (P) => `http://%6c%6f%63%61%6c%68%6f%73%74:${P}/`, HOST, HOST],
  ['fullwidth IDN localhost', (P) => `http://ｌｏｃａｌｈｏｓｔ:${P}/`, HOST, HOST],
  ['ideographic dots', (P) => `http://127。0。0。1:${P}/`, ADDRESS, HOST],
  ['short form 127.1', (P) => `http://127.1:${P}/`, ADDRESS, HOST],
  ['decimal 2130706433', (P) => `http://2130706433:${P}/`, ADDRESS, HOST],
  ['hex 0x7f000001', (P) => `http://0x7f000001:${P}/`, ADDRESS, HOST],
  ['octal 017700000001', (P) => `http://017700000001:${P}/`, ADDRESS, HOST],
  ['dotted octal 0177.0.0.1', (P) => `http://0177.0.0.1:${P}/`, ADDRESS, HOST],
  ['dotted hex 0x7f.0.0.1', (P) => `http://0x7f.0.0.1:${P}/`, ADDRESS, HOST],
  ['unspecified 0.0.0.0 (Linux routes it to loopback)', (P) => `http://0.0.0.0:${P}/`, ADDRESS, HOST],
  ['bare 0', (P) => `http://0:${P}/`, ADDRESS, HOST],
  ['IPv6 loopback [::1]', (_P, P6) => `http://[::1]:${P6}/`, ADDRESS, HOST],
  ['IPv6 unspecified [::]', (_P, P6) => `http://[::]:${P6}/`, ADDRESS, HOST],
  ['IPv4-mapped [::ffff:127.0.0.1]', (P) => `http://[::ffff:127.0.0.1]:${P}/`, ADDRESS, HOST],
  ['IPv4-mapped hex [::ffff:7f00:1]', (P) => `http://[::ffff:7f00:1]:${P}/`, ADDRESS, HOST],
  ['IPv4-mapped long form', (P) => `http://[0:0:0:0:0:ffff:127.0.0.1]:${P}/`, ADDRESS, HOST],
  ['IPv4-compatible [::127.0.0.1]', (P) => `http://[::127.0.0.1]:${P}/`, ADDRESS, HOST],
  ['IPv6 zone id', (_P, P6) => `http://[fe80::1%25lo]:${P6}/`, 'invalid-url', 'invalid-url'],
  ['IPv6 link-local fe80::', (_P, P6) => `http://[fe80::1]:${P6}/`, ADDRESS, HOST],
  ['IPv6 unique-local fc00::', (_P, P6) => `http://[fc00::1]:${P6}/`, ADDRESS, HOST],
  ['10/8', (P) => `http://10.0.0.1:${P}/`, ADDRESS, HOST],
  ['172.16/12', (P) => `http://172.16.0.1:${P}/`, ADDRESS, HOST],
  ['192.168/16', (P) => `http://192.168.0.1:${P}/`, ADDRESS, HOST],
  ['CGNAT 100.64.0.1', (P) => `http://100.64.0.1:${P}/`, ADDRESS, HOST],
  ['cloud metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', ADDRESS, HOST],
  ['broadcast', (P) => `http://255.255.255.255:${P}/`, ADDRESS, HOST],
  [
    'userinfo naming an allowed host',
    (P) => `http://api.allowed.test@127.0.0.1:${P}/`,
    'credentials-in-url',
    'credentials-in-url',
  ],
  [
    'userinfo with a port',
    (P) => `http://api.allowed.test:${P}@127.0.0.1:${P}/`,
    'credentials-in-url',
    'credentials-in-url',
  ],
  ['fragment naming an allowed host', (P) => `http://127.0.0.1:${P}#@api.allowed.test/`, ADDRESS, HOST],
  ['backslash naming an allowed host', (P) => `http://127.0.0.1:${P}\\@api.allowed.test/`, ADDRESS, HOST],
  ['https to loopback', (P) => `https://127.0.0.1:${P}/`, ADDRESS, HOST],
  ['file:', () => 'file:///etc/passwd', 'scheme-not-allowed', 'scheme-not-allowed'],
  ['gopher:', (P) => `gopher://127.0.0.1:${P}/_GET`, 'scheme-not-allowed', 'scheme-not-allowed'],
  ['ftp:', (P) => `ftp://127.0.0.1:${P}/`, 'scheme-not-allowed', 'scheme-not-allowed'],
  ['dict:', (P) => `dict://127.0.0.1:${P}/info`, 'scheme-not-allowed', 'scheme-not-allowed'],
  ['data:', () => 'data:text/plain,hello', 'scheme-not-allowed', 'scheme-not-allowed'],
  ['javascript:', () => 'javascript:alert(1)', 'scheme-not-allowed', 'scheme-not-allowed'],
  ['not a URL', () => 'http//127.0.0.1', 'invalid-url', 'invalid-url'],
  ['a name resolving to 127.0.0.1', (P) => `http://evil.test:${P}/`, ADDRESS, HOST],
  ['an allow-listed host resolving to loopback', (P) => `http://loopback.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['the same, uppercase with a trailing dot', (P) => `http://LOOPBACK.Allowed.TEST.:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to ::1', (_P, P6) => `http://loopback6.allowed.test:${P6}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to ::ffff:127.0.0.1', (P) => `http://mapped.allowed.test:${P}/`, ADDRESS, ADDRESS],
  [
    'an allowed host with one public and one loopback address',
    (P) => `http://mixed.allowed.test:${P}/`,
    ADDRESS,
    ADDRESS,
  ],
  ['an allowed host resolving to 10.0.0.1', (P) => `http://private.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to 192.168.x', (P) => `http://home.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to 172.17.0.1', (P) => `http://docker.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to the metadata address', (P) => `http://metadata.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to 0.0.0.0', (P) => `http://zero.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to CGNAT', (P) => `http://cgnat.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to fc00::1', (_P, P6) => `http://ula.allowed.test:${P6}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to fe80::1', (_P, P6) => `http://linklocal6.allowed.test:${P6}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to a zone id', (_P, P6) => `http://zone.allowed.test:${P6}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to NAT64 of loopback', (P) => `http://nat64.allowed.test:${P}/`, ADDRESS, ADDRESS],
  ['an allowed host resolving to ::', (_P, P6) => `http://unspecified6.allowed.test:${P6}/`, ADDRESS, ADDRESS],
  ['a blocked port (SMTP)', () => 'http://api.allowed.test:25/', 'port-not-allowed', 'port-not-allowed'],
  ['a blocked port (SSH)', () => 'http://api.allowed.test:22/', 'port-not-allowed', 'port-not-allowed'],
  ['port 0', () => 'http://api.allowed.test:0/', 'port-not-allowed', 'port-not-allowed'],
  ['a port out of range', () => 'http://api.allowed.test:65536/', 'invalid-url', 'invalid-url'],
  // The check may try any port browsers may use (nothing listens on the public stand-in's 8080); the proxy may not.
  ['a port the allow-list does not name', () => 'http://api.allowed.test:8080/', 'unreachable', 'port-not-allowed'],
  ['a redirect to loopback', (P) => `http://api.allowed.test:${P}/redirect?to=http://127.0.0.1:${P}/`, ADDRESS, HOST],
  ['a redirect to localhost', (P) => `http://api.allowed.test:${P}/redirect?to=http://localhost:${P}/`, HOST, HOST],
  ['a redirect to [::1]', (P, P6) => `http://api.allowed.test:${P}/redirect?to=http://[::1]:${P6}/`, ADDRESS, HOST],
  [
    'a redirect to decimal loopback',
    (P) => `http://api.allowed.test:${P}/redirect?to=http://2130706433:${P}/`,
    ADDRESS,
    HOST,
  ],
  [
    'a redirect to an allowed host resolving to loopback',
    (P) => `http://api.allowed.test:${P}/redirect?to=http://loopback.allowed.test:${P}/`,
    ADDRESS,
    ADDRESS,
  ],
  [
    'a 307 redirect to loopback',
    (P) => `http://api.allowed.test:${P}/redirect?status=307&to=http://127.0.0.1:${P}/`,
    ADDRESS,
    HOST,
  ],
  [
    'a redirect to file:',
    (P) => `http://api.allowed.test:${P}/redirect?to=file:///etc/passwd`,
    'scheme-not-allowed',
    'scheme-not-allowed',
  ],
  [
    'a redirect to a metadata address',
    (P) => `http://api.allowed.test:${P}/redirect?to=http://169.254.169.254/`,
    ADDRESS,
    HOST,
  ],
];

type Attempt = (url: string) => Promise<Outcome>;
const TARGETS: [string, Attempt, (trick: Trick) => Refusal][] = [
  ['the custom-chain check', viaChainCheck, (trick) => trick[2]],
  ['the proxy (GET)', (url) => viaProxy(url), (trick) => trick[3]],
  ['the proxy (POST)', (url) => viaProxy(url, 'post'), (trick) => trick[3]],
];

describe.each(TARGETS)('SSRF tricks against %s', (_name, attempt, expectedOf) => {
  it.each(TRICKS)('refuses %s before reaching any local listener', async (...trick) => {
    loopback.reset();
    loopback6.reset();
    const [, urlOf] = trick;
    const reason = expectedOf(trick);
    const result = await attempt(urlOf(loopback.port, loopback6.port));
    expect(result).toEqual({ reason, isUpstreamFailure: reason === 'unreachable' });
    expect(localHits()).toBe(0);
  });
});

describe('DNS rebinding', () => {
  it.each([
    ['the custom-chain check', (url: string) => viaChainCheck(url)],
    ['the proxy', (url: string) => viaProxy(url)],
  ])('%s connects to the address it checked, never to what a second lookup answers', async (_name, attempt) => {
    loopback.reset();
    upstream.reset();
    const result = await attempt(`http://rebind.allowed.test:${loopback.port}/`);
    expect(result).toMatchObject({ status: 200 });
    expect(lookups.filter((name) => name === 'rebind.allowed.test')).toEqual(['rebind.allowed.test']);
    expect(upstream.seen).toHaveLength(1);
    expect(localHits()).toBe(0);
    // A resolver asked again would now send the connection to the listener.
    expect(resolveForTest('rebind.allowed.test')).toEqual(answers('127.0.0.1'));
  });
});

describe('the test knob', () => {
  it('is provided by test files only', () => {
    const root = join(__dirname, '..', '..', '..');
    const offenders: string[] = [];
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) {
          if (!['node_modules', '.next', '.git', '.data', 'testing'].includes(entry.name)) visit(path);
        } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          if (text.includes('provideNetTestOverrides') && !path.endsWith(join('net', 'test-overrides.ts'))) {
            offenders.push(relative(root, path));
          }
        }
      }
    };
    visit(root);
    expect(offenders).toEqual([]);
  });
});
