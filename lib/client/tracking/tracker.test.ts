import { gunzipSync } from 'node:zlib';
import { REDACTED } from '@/lib/errors';
import { pipeline } from './pipeline';
import {
  createTracker,
  FLUSH_DELAY_MS,
  MAX_BATCH_EVENTS,
  MAX_EVENTS_PER_PAGE,
  type TrackerEnvironment,
} from './tracker';
import type { PingEventPayload } from './types';

const PRIVATE_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const MNEMONIC = 'test test test test test test test test test test test junk';

interface Sent {
  url: string;
  isGzip: boolean;
  events: PingEventPayload[];
}

async function decode(url: string, body: BodyInit): Promise<Sent> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  const isGzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = isGzip ? gunzipSync(bytes).toString('utf8') : new TextDecoder().decode(bytes);
  return { url, isGzip, events: (JSON.parse(text) as { events: PingEventPayload[] }).events };
}

async function waitUntil(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

function setup(overrides: Partial<TrackerEnvironment> = {}) {
  const beacons: { url: string; body: BodyInit }[] = [];
  const timers: { run: () => void; delayMs: number }[] = [];
  let clock = 1_900_000_000_000;
  const environment: TrackerEnvironment = {
    endpoint: '/api/v1/ping',
    version: '1.2.3+abc',
    now: () => clock++,
    identity: () => ({ session: 'session-1', fingerprint: 'fingerprint-1', isMobile: false }),
    currentPath: () => '/en/batch/send-token?chain=1',
    loadPipeline: async () => pipeline,
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    setTimer: (run, delayMs) => {
      const timer = { run, delayMs };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    },
    ...overrides,
  };
  const tracker = createTracker(environment);
  /** Runs the due timers and waits until the flushes they start have handed their batches over. */
  const runTimers = async () => {
    const before = beacons.length + (overrides.fetch ? (overrides.fetch as jest.Mock).mock.calls.length : 0);
    for (const timer of timers.splice(0)) timer.run();
    await waitUntil(
      () => beacons.length + (overrides.fetch ? (overrides.fetch as jest.Mock).mock.calls.length : 0) > before,
    );
  };
  const sent = () => Promise.all(beacons.map(({ url, body }) => decode(url, body)));
  return { tracker, beacons, timers, runTimers, sent };
}

describe('tracker', () => {
  it('batches events and sends them gzipped to the ping endpoint after the delay', async () => {
    const { tracker, beacons, timers, runTimers, sent } = setup();
    tracker.track({ event: 'page-view', pageId: 'batch/send-token' });
    tracker.track({ event: 'click', elementId: 'send-button', args: { rows: 3 } });
    expect(beacons).toHaveLength(0);
    expect(timers.map((timer) => timer.delayMs)).toEqual([FLUSH_DELAY_MS]);
    await runTimers();
    const [batch] = await sent();
    expect(batch.url).toBe('/api/v1/ping?source=cp&version=1.2.3%2Babc');
    expect(batch.isGzip).toBe(true);
    expect(batch.events).toEqual([
      {
        event: 'page-view',
        level: 'info',
        params: {
          time: 1_900_000_000_000,
          session: 'session-1',
          fingerprint: 'fingerprint-1',
          isMobile: false,
          version: '1.2.3+abc',
        },
        elementId: null,
        pageId: 'batch/send-token',
        path: '/en/batch/send-token?chain=1',
      },
      expect.objectContaining({
        event: 'click',
        elementId: 'send-button',
        params: expect.objectContaining({ args: { rows: 3 } }),
      }),
    ]);
    expect(tracker.pendingCount()).toBe(0);
  });

  it('sends a full batch at once, errors sooner than events', async () => {
    const { tracker, beacons, timers } = setup();
    tracker.track({ event: 'failed', level: 'error' });
    expect(timers[0].delayMs).toBeLessThan(FLUSH_DELAY_MS);
    for (let index = 1; index < MAX_BATCH_EVENTS; index += 1) tracker.track({ event: `event-${index}` });
    await waitUntil(() => beacons.length > 0);
    expect(beacons).toHaveLength(1);
  });

  it('flushes synchronously with sendBeacon on pagehide and when the page becomes hidden', async () => {
    const { tracker, beacons, sent } = setup();
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const stop = tracker.listen({ window, document });
    tracker.track({ event: 'a' });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    tracker.track({ event: 'b' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(2);
    expect((await sent()).map((batch) => [batch.isGzip, batch.events.map((event) => event.event)])).toEqual([
      [false, ['a']],
      [false, ['b']],
    ]);
    stop();
    tracker.track({ event: 'c' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });

  it('sends a batch being compressed at page hide once, not twice', async () => {
    const { tracker, beacons, runTimers, sent } = setup();
    tracker.track({ event: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const flushing = runTimers();
    tracker.flushNow();
    await flushing;
    expect((await sent()).map((batch) => batch.events.map((event) => event.event))).toEqual([['a']]);
    expect(beacons).toHaveLength(1);
  });

  it('redacts keys, mnemonics and passwords before sending, on both paths', async () => {
    const { tracker, runTimers, sent } = setup();
    const leaky = {
      event: 'import-failed',
      args: { privateKey: `0x${PRIVATE_KEY}`, form: { password: 'hunter2' }, pasted: MNEMONIC },
      additional: { message: `bad key ${PRIVATE_KEY}` },
      path: `/en/mnemonic#${MNEMONIC}`,
    };
    tracker.track(leaky);
    await runTimers();
    tracker.track(leaky);
    await new Promise((resolve) => setTimeout(resolve, 0));
    tracker.flushNow();
    const batches = await sent();
    expect(batches.map((batch) => batch.isGzip)).toEqual([true, false]);
    for (const batch of batches) {
      const text = JSON.stringify(batch.events);
      for (const secret of [PRIVATE_KEY, 'hunter2', 'test test']) expect(text).not.toContain(secret);
      expect(batch.events[0]).toMatchObject({
        path: `/en/mnemonic#${REDACTED}`,
        params: {
          args: { privateKey: REDACTED, form: { password: REDACTED }, pasted: REDACTED },
          additional: { message: `bad key ${REDACTED}` },
        },
      });
    }
  });

  it('drops rather than sends unredacted when the redaction chunk is not loaded at page hide', async () => {
    const { tracker, beacons } = setup({ loadPipeline: () => new Promise(() => undefined) });
    tracker.track({ event: 'a', args: { password: 'p' } });
    tracker.flushNow();
    expect(beacons).toEqual([]);
  });

  it('falls back to keepalive fetch when sendBeacon refuses', async () => {
    const fetch = jest.fn(async () => new Response('{}'));
    const { tracker, runTimers } = setup({ sendBeacon: () => false, fetch });
    tracker.track({ event: 'a' });
    await runTimers();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/ping?source=cp&version=1.2.3%2Babc',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('stops accepting events past the per-page cap', () => {
    const { tracker } = setup({ sendBeacon: undefined, loadPipeline: () => new Promise(() => undefined) });
    for (let index = 0; index < MAX_EVENTS_PER_PAGE + 50; index += 1) tracker.track({ event: 'loop' });
    expect(tracker.pendingCount()).toBeLessThanOrEqual(MAX_EVENTS_PER_PAGE);
  });
});

describe('tracking pipeline', () => {
  const event = (args: unknown): PingEventPayload => ({
    event: 'e',
    level: 'info',
    params: { time: 1, session: 's', fingerprint: 'f', isMobile: false, version: 'v', args },
    elementId: null,
    pageId: null,
    path: null,
  });

  it('splits batches to stay under the beacon limit and slims an event too large alone', () => {
    const events = Array.from({ length: 8 }, () => event('x'.repeat(3_000)));
    const bodies = pipeline.encodeBatches(events, 10_000);
    expect(bodies.length).toBeGreaterThan(1);
    expect(bodies.every((body) => body.length <= 10_000)).toBe(true);
    expect(bodies.flatMap((body) => JSON.parse(body).events)).toHaveLength(8);
    const [alone] = pipeline.encodeBatches([event('y'.repeat(20_000))], 10_000);
    expect(JSON.parse(alone).events[0].params.args).toBe('[too large]');
  });

  it('cuts long strings and gzips with CompressionStream', async () => {
    const [redacted] = await pipeline.redactEvents([event({ stack: 'at run (app.js:1:2)\n'.repeat(1_000) })]);
    expect((redacted.params.args as { stack: string }).stack).toHaveLength(4_001);
    const gzipped = await pipeline.gzip('{"events":[]}');
    expect(gunzipSync(gzipped as Uint8Array).toString()).toBe('{"events":[]}');
  });

  const MNEMONIC = 'abandon ability able about above absent absorb abstract absurd abuse access accident';

  it('redacts a mnemonic inside a message with the word list, and a long sentence not of its words not at all', async () => {
    const [withPhrase, sentence] = await pipeline.redactEvents([
      event({ message: `import failed for: ${MNEMONIC} — Retry` }),
      event({ message: 'the quick brown fox jumps over lazy dogs while eleven other dogs just watch them run' }),
    ]);
    expect((withPhrase.params.args as { message: string }).message).toBe('import failed for: [redacted] — Retry');
    expect((sentence.params.args as { message: string }).message).toBe(
      'the quick brown fox jumps over lazy dogs while eleven other dogs just watch them run',
    );
  });

  it('on page hide, without the word list, redacts every run of twelve words of its shape (never less than with it)', () => {
    const [withPhrase, sentence, whole] = pipeline.redactEventsNow([
      event({ message: `import failed for: ${MNEMONIC} — Retry` }),
      event({ message: 'the quick brown fox jumps over lazy dogs while eleven other dogs just watch them run' }),
      event({ message: `oops ${MNEMONIC}` }),
    ]);
    expect((withPhrase.params.args as { message: string }).message).toBe('import failed for: [redacted] — Retry');
    expect((sentence.params.args as { message: string }).message).toBe('[redacted]');
    expect((whole.params.args as { message: string }).message).toBe('[redacted]');
  });
});
