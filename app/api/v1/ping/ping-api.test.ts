import { gzipSync } from 'node:zlib';
import { closeDb, getDb, provideDatabase } from '@/db';
import { trackingEvents } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { callRoute, routeRequest } from '@/lib/server/platform/testing/route-call';
import { useSiteverifyEnv } from '@/lib/server/platform/testing/siteverify-server';
import { POST as ping } from './route';

const PRIVATE_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const MNEMONIC = 'test test test test test test test test test test test junk';

function event(overrides: Record<string, unknown> = {}, params: Record<string, unknown> = {}) {
  return {
    event: 'click',
    level: 'info',
    params: { time: Date.UTC(2030, 0, 1), session: 'session-1', fingerprint: 'fp-1', isMobile: false, ...params },
    elementId: 'send-button',
    pageId: 'batch-send-token',
    path: '/en/batch/send-token',
    ...overrides,
  };
}

const send = (body: Uint8Array | string, query = '?source=cp&version=1.2.3', headers: Record<string, string> = {}) =>
  callRoute<{ accepted: number }>(
    ping,
    routeRequest(`/api/v1/ping${query}`, { body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } }),
  );
const gzipJson = (value: unknown) => new Uint8Array(gzipSync(JSON.stringify(value)));

describe.each(TEST_DATABASE_KINDS)('POST /api/v1/ping on %s', (kind) => {
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = useSiteverifyEnv({ TRUST_PROXY: '1' });
    provideDatabase(await createTestDatabase(kind));
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    restoreEnv();
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  beforeEach(async () => {
    await (await getDb()).delete(trackingEvents);
  });

  it('stores a gzipped batch (as sendBeacon sends it: no Content-Encoding) and a plain JSON one', async () => {
    expect(await send(gzipJson({ events: [event(), event({ event: 'page-view', level: 'info' })] }))).toMatchObject({
      code: 0,
      data: { accepted: 2 },
    });
    expect(
      await send(JSON.stringify({ events: [event({ level: 'warning' }, { isMobile: true, version: 'v9' })] })),
    ).toMatchObject({
      code: 0,
      data: { accepted: 1 },
    });
    const rows = await (await getDb()).select().from(trackingEvents).orderBy(trackingEvents.id);
    expect(rows.map((row) => [row.event, row.level, row.source, row.version, row.isMobile])).toEqual([
      ['click', 'info', 'cp', '1.2.3', 0],
      ['page-view', 'info', 'cp', '1.2.3', 0],
      ['click', 'warning', 'cp', 'v9', 1],
    ]);
    expect(rows[0]).toMatchObject({
      occurredAt: new Date(Date.UTC(2030, 0, 1)),
      session: 'session-1',
      fingerprint: 'fp-1',
      elementId: 'send-button',
      pageId: 'batch-send-token',
      path: '/en/batch/send-token',
    });
  });

  it('refuses a gzip bomb with 5016 (413) without storing anything', async () => {
    const bomb = new Uint8Array(gzipSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 }));
    const answer = await send(bomb);
    expect(answer).toMatchObject({ code: 5016, status: 413, message: expect.stringMatching(/after decompression$/) });
    expect(await (await getDb()).select().from(trackingEvents)).toEqual([]);
    const tooBig = await send(new Uint8Array(300 * 1024));
    expect(tooBig).toMatchObject({ code: 5016, status: 413, message: expect.stringMatching(/bytes$/) });
  });

  it('refuses invalid batches with 5016 naming the fields', async () => {
    const invalid = async (body: unknown) => (await send(JSON.stringify(body))).message;
    expect(await invalid({ events: [event({ level: 'fatal' }, { time: 'yesterday' })] })).toMatch(
      /events\.0\.level, events\.0\.params\.time$/,
    );
    expect(await invalid({ events: [] })).toMatch(/events$/);
    expect(await invalid({ events: Array(101).fill(event()) })).toMatch(/events$/);
    expect(await invalid({ events: [event({}, { session: '' })] })).toMatch(/events\.0\.params\.session$/);
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level += 1) deep = [deep];
    expect(await invalid({ events: [event({}, { args: deep })] })).toMatch(/nested deeper than 32/);
    expect((await send('{"events": [')).message).toMatch(/not valid JSON$/);
    expect((await send(new Uint8Array([0x1f, 0x8b, 1, 2, 3]))).message).toMatch(/not valid gzip$/);
    expect((await send(gzipJson({ events: [event()] }), '?source=<script>')).message).toMatch(/source$/);
    expect(await (await getDb()).select().from(trackingEvents)).toEqual([]);
  });

  it('redacts before storing: no private key, mnemonic or password reaches the row', async () => {
    const leaky = event(
      { event: 'error-handler', level: 'error', path: `/en/mnemonic?key=0x${PRIVATE_KEY}` },
      {
        args: { privateKey: `0x${PRIVATE_KEY}`, password: 'hunter2', input: MNEMONIC },
        additional: {
          message: `Invalid mnemonic: ${MNEMONIC} (key ${PRIVATE_KEY})`,
          form: { Passphrase: 'open sesame' },
        },
      },
    );
    expect((await send(gzipJson({ events: [leaky] }))).code).toBe(0);
    const [row] = await (await getDb()).select().from(trackingEvents);
    const stored = JSON.stringify(row);
    for (const secret of [PRIVATE_KEY, 'hunter2', 'open sesame', 'test test test'])
      expect(stored).not.toContain(secret);
    expect(row.args).toEqual({ privateKey: '[redacted]', password: '[redacted]', input: '[redacted]' });
    expect(row.path).toBe('/en/mnemonic?key=[redacted]');
  });

  it('refuses a post from another site', async () => {
    const answer = await send(gzipJson({ events: [event()] }), undefined, { origin: 'https://evil.example' });
    expect(answer).toMatchObject({ code: 5016, status: 403 });
  });
});
