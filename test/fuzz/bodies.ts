import { deflateSync, gzipSync } from 'node:zlib';
import { type ZodType, z } from 'zod';

/*
 * Malformed request bodies for the API fuzz test: bad JSON, JSON of the wrong types, nesting bombs, huge strings,
 * wrong content types, compression bombs, multipart garbage, Unicode oddities and prototype-pollution keys. The
 * generator is seeded, so a failure names a body that comes back on the next run.
 */

export interface FuzzBody {
  /** Category and index, printed when the answer is wrong. */
  name: string;
  headers: Record<string, string>;
  /** A fresh body for every request (streams are consumed). */
  body(): BodyInit | undefined;
  /** The JSON value the body decodes to, when it is one (to drop bodies the route's schema accepts). */
  json?: unknown;
}

/** mulberry32: small, fast and good enough to pick values. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIB = 1024 * 1024;
const memo = new Map<string, string | Uint8Array<ArrayBuffer>>();
function cached<T extends string | Uint8Array<ArrayBuffer>>(key: string, make: () => T): T {
  let value = memo.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function text(
  name: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = JSON_TYPE,
): FuzzBody {
  let json: unknown;
  if (typeof body === 'string') {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  return { name, headers, body: () => body, json };
}

/** Values of every wrong kind, for the fields a route expects. */
const EVIL_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0.1,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\u200b\u200b\u200b',
  '\ufeff',
  '１２３４５６',
  'e\u0301',
  '𝒜𝓁𝒾𝒸ℯ@𝑒𝓍𝒶𝓂𝓅𝓁ℯ.𝒸ℴ𝓂',
  '0x',
  `0x${'f'.repeat(64)}`,
  `0x${'g'.repeat(40)}`,
  '1e400',
  'NaN',
  'Infinity',
  '-0',
  '9'.repeat(400),
  'x'.repeat(10_000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  'http://127.0.0.1:22/',
  [],
  [null],
  [1, 'a', {}],
  {},
  { $gt: '' },
  { toString: 1 },
  { length: -1 },
];

const GENERIC_KEYS = [
  'id',
  'email',
  'password',
  'address',
  'txHash',
  'chainId',
  'method',
  'params',
  'url',
  'events',
  'content',
  'name',
  'rpcUrl',
  'contractAddress',
];

/** Field names from the route's body schema when it can be described, else common ones. */
export function fieldNames(schema: ZodType<unknown> | undefined): string[] {
  if (!schema) return GENERIC_KEYS;
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
    const names = new Set<string>();
    const visit = (node: unknown, depth: number) => {
      if (!node || typeof node !== 'object' || depth > 4) return;
      const record = node as Record<string, unknown>;
      if (record.properties && typeof record.properties === 'object') {
        for (const name of Object.keys(record.properties)) names.add(name);
      }
      for (const key of ['anyOf', 'oneOf', 'allOf']) {
        if (Array.isArray(record[key])) for (const branch of record[key]) visit(branch, depth + 1);
      }
    };
    visit(json, 0);
    return names.size > 0 ? [...names] : GENERIC_KEYS;
  } catch {
    return GENERIC_KEYS;
  }
}

const EVM_ADDRESS = `0x${'12'.repeat(20)}`;
const PLAUSIBLE: Readonly<Record<string, unknown>> = {
  email: 'fuzz.user@example.com',
  password: 'Fuzz-password-123',
  newPassword: 'Fuzz-password-123',
  verifyCode: '123456',
  inviteCode: 'ABCDEFGH',
  source: 'signup',
  address: EVM_ADDRESS,
  walletAddress: EVM_ADDRESS,
  contractAddress: EVM_ADDRESS,
  tokenAddress: EVM_ADDRESS,
  token: EVM_ADDRESS,
  signMsg: 'example.com wants you to sign in',
  message: 'example.com wants you to sign in',
  msgSignature: `0x${'ab'.repeat(65)}`,
  signature: `0x${'ab'.repeat(65)}`,
  txHash: `0x${'cd'.repeat(32)}`,
  chainId: 1,
  id: 1,
  label: 'fuzz',
  userName: 'fuzz',
  tokenAmount: '27.9',
  vipDays: 7,
  feature: 'balanceMonitor',
  credit: 0,
  url: 'https://rpc.example.com',
  rpcUrl: 'https://rpc.example.com',
  content: 'fuzz feedback',
  page: '/en',
  name: 'Fuzz',
  symbol: 'FZ',
  minChange: '1',
  emailEnabled: true,
  language: 'en',
  events: [],
};

/** A value of the right shape for a field name (so that one wrong field is the only thing wrong). */
export function plausibleValue(field: string): unknown {
  return field in PLAUSIBLE ? PLAUSIBLE[field] : 'fuzz';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text the server must refuse whatever the schema says: Postgres cannot store NUL, and lone surrogates are not Unicode. */
export function hasUnstorableText(value: unknown): boolean {
  // Iterative: the nesting bombs are bodies too.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000') || LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) pending.push(...item);
    else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return false;
}

function multipart(name: string, parts: string, boundary = 'fuzzboundary'): FuzzBody {
  return text(name, parts.replaceAll('\n', '\r\n'), { 'content-type': `multipart/form-data; boundary=${boundary}` });
}

/** Every body category, ~70 bodies; `fields` steers the wrong-typed ones at the route's own field names. */
export function malformedBodies(seed: number, fields: readonly string[]): FuzzBody[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const bodies: FuzzBody[] = [];
  const add = (body: FuzzBody) => bodies.push(body);

  // Bad JSON.
  for (const [index, body] of [
    '{',
    '{"a":',
    '[1,2',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}}',
    '{}garbage',
    'nul',
    'undefined',
    'NaN',
    '"unterminated',
    '\ufeff{}',
    '{"a":01}',
    '{"a":"\\x41"}',
  ].entries()) {
    add(text(`bad-json-${index}`, body));
  }
  add(text('bad-json-binary', new Uint8Array(Array.from({ length: 512 }, () => Math.floor(random() * 256)))));

  // JSON of the wrong types, at the top and in the route's fields.
  for (const [index, value] of [null, true, 0, -1, 'string', [], [{}], [[[]]], 1e308].entries()) {
    add(text(`wrong-type-root-${index}`, JSON.stringify(value)));
  }
  add(text('wrong-type-root-huge-number', `1${'0'.repeat(400)}`));
  for (let index = 0; index < 16; index++) {
    const body: Record<string, unknown> = {};
    const count = 1 + Math.floor(random() * Math.min(4, fields.length));
    for (let field = 0; field < count; field++) body[pick(fields)] = pick(EVIL_VALUES);
    add(text(`wrong-type-fields-${index}`, JSON.stringify(body)));
  }
  // Plausible bodies with one wrong field: what gets past the first checks and reaches the service.
  for (let index = 0; index < 20; index++) {
    const body: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field, plausibleValue(field)]));
    body[pick(fields)] = pick(EVIL_VALUES);
    add(text(`one-wrong-field-${index}`, JSON.stringify(body)));
  }
  for (const [index, body] of [
    { jsonrpc: '2.0', id: {}, method: 'fuzz_unknown' },
    { jsonrpc: 2, id: 1, method: ['eth_call'], params: 'x' },
    { jsonrpc: '2.0', id: 1, method: 'fuzz_unknown', params: { nested: [null] } },
    Array.from({ length: 1000 }, () => null),
  ].entries()) {
    add(text(`wrong-type-json-rpc-${index}`, JSON.stringify(body)));
  }

  // Nesting bombs.
  add(
    text(
      'depth-array-100k',
      cached('depth-array', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    ),
  );
  add(
    text(
      'depth-object-20k',
      cached('depth-object', () => `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
    ),
  );
  add(
    text(
      'depth-unclosed-1m',
      cached('depth-unclosed', () => '['.repeat(MIB - 10)),
    ),
  );
  add(text('depth-just-too-deep', `{"${fields[0]}":${'['.repeat(40)}${']'.repeat(40)}}`));

  // Huge strings (1–5 MB).
  for (const megabytes of [1, 2, 5]) {
    const big = cached(`string-${megabytes}`, () => 'A'.repeat(megabytes * MIB));
    add({ name: `huge-string-${megabytes}mb`, headers: JSON_TYPE, body: () => `{"${fields[0]}":"${big}"}` });
  }
  add({ name: 'huge-key-count', headers: JSON_TYPE, body: () => cached('keys', () => makeManyKeys(60_000)) });
  add({
    name: 'huge-declared-length',
    headers: { ...JSON_TYPE, 'content-length': String(50 * MIB) },
    body: () => '{}',
  });

  // Wrong content types.
  add(
    text('type-form-urlencoded', `${fields[0]}=x&__proto__[a]=1`, {
      'content-type': 'application/x-www-form-urlencoded',
    }),
  );
  add(
    text('type-xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]><x>&e;</x>', {
      'content-type': 'application/xml',
    }),
  );
  add(text('type-html', '<script>alert(1)</script>', { 'content-type': 'text/html' }));
  add(text('type-octet-stream', new Uint8Array(64).fill(7), { 'content-type': 'application/octet-stream' }));
  add(
    text('type-png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), { 'content-type': 'image/png' }),
  );
  add(
    text('type-utf16', Buffer.from(`{"${fields[0]}":"x"}`, 'utf16le'), {
      'content-type': 'application/json; charset=utf-16',
    }),
  );
  add(text('type-garbage-header', '{}', { 'content-type': ';;;/\u00ff' }));

  // Compression bombs and declared encodings.
  const bomb = cached('gzip-bomb', () => gzipSync(Buffer.alloc(64 * MIB)));
  add({ name: 'gzip-bomb', headers: { ...JSON_TYPE, 'content-encoding': 'gzip' }, body: () => bomb });
  add({ name: 'gzip-bomb-no-encoding', headers: JSON_TYPE, body: () => bomb });
  add({ name: 'gzip-bomb-octet', headers: { 'content-type': 'application/octet-stream' }, body: () => bomb });
  const deflated = cached('deflate-bomb', () => deflateSync(Buffer.alloc(16 * MIB)));
  add({ name: 'deflate-bomb', headers: { ...JSON_TYPE, 'content-encoding': 'deflate' }, body: () => deflated });
  add(
    text('gzip-truncated', gzipSync(Buffer.from('{"a":1}')).subarray(0, 8), {
      ...JSON_TYPE,
      'content-encoding': 'gzip',
    }),
  );
  add(text('encoding-br-junk', 'not brotli', { ...JSON_TYPE, 'content-encoding': 'br' }));
  add(text('encoding-chain', '{}', { ...JSON_TYPE, 'content-encoding': 'gzip, gzip, identity' }));

  // Multipart garbage.
  add(text('multipart-no-boundary', '--x\r\n\r\n', { 'content-type': 'multipart/form-data' }));
  add(
    multipart('multipart-unterminated', `--fuzzboundary\nContent-Disposition: form-data; name="${fields[0]}"\n\nvalue`),
  );
  add(multipart('multipart-bad-headers', '--fuzzboundary\nContent-Disposition\n\n\n--fuzzboundary--\n'));
  add(
    multipart(
      'multipart-proto-fields',
      '--fuzzboundary\nContent-Disposition: form-data; name="__proto__"\n\n{"a":1}\n--fuzzboundary\n' +
        'Content-Disposition: form-data; name="avatar"; filename="../../x.svg"\nContent-Type: image/svg+xml\n\n' +
        '<svg onload="alert(1)"/>\n--fuzzboundary--\n',
    ),
  );
  add(
    multipart(
      'multipart-nul-field',
      `--fuzzboundary\nContent-Disposition: form-data; name="userName"\n\na\u0000b\n--fuzzboundary--\n`,
    ),
  );
  add({
    name: 'multipart-huge-part',
    headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
    body: () =>
      cached(
        'multipart-huge',
        () =>
          `--fuzzboundary\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'A'.repeat(3 * MIB)}\r\n--fuzzboundary--\r\n`,
      ),
  });

  // Unicode oddities.
  add(text('unicode-nul', `{"${fields[0]}":"a\\u0000b"}`));
  add(text('unicode-lone-surrogate', `{"${fields[0]}":"\\ud800"}`));
  add(text('unicode-nul-key', '{"\\u0000":1}'));
  add(text('unicode-overlong-utf8', new Uint8Array([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d])));
  add(text('unicode-invalid-utf8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])));
  add(text('unicode-bidi-zero-width', JSON.stringify({ [fields[0]]: '\u202e\u200d\u2060\ufeff' })));
  add(text('unicode-emoji-keys', JSON.stringify({ '😀': '😀', [fields[0]]: '🏴‍☠️'.repeat(100) })));

  // Prototype-pollution keys.
  add(text('proto-root', '{"__proto__":{"polluted":true}}'));
  add(text('proto-nested', `{"${fields[0]}":{"__proto__":{"polluted":true}}}`));
  add(text('proto-escaped', '{"\\u005f_proto__":{"polluted":true}}'));
  add(text('proto-constructor', '{"constructor":{"prototype":{"polluted":true}}}'));
  add(text('proto-in-array', '[{"__proto__":{"polluted":true}}]'));
  add(text('proto-object-keys', JSON.stringify({ toString: 'x', hasOwnProperty: 1, valueOf: null })));

  return bodies;
}

function makeManyKeys(count: number): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) parts.push(`"k${index}":${index}`);
  return `{${parts.join(',')}}`;
}
