import { gzipSync } from 'node:zlib';
import { type InflateStats, inflateLimited, PingBodyError, readLimitedBody, readPingBody } from './ping-body';

const LIMITS = { maxBytes: 256 * 1024, maxDecompressedBytes: 1024 * 1024 };

function request(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/v1/ping', { method: 'POST', body, headers });
}

/** A body that arrives in pieces and says nothing of its length, like a chunked upload. */
function streamOf(pieces: number, pieceBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === pieces) controller.close();
      else {
        sent += 1;
        controller.enqueue(new Uint8Array(pieceBytes));
      }
    },
  });
}

describe('ping body', () => {
  const json = JSON.stringify({ events: [{ event: 'click' }] });

  it('takes plain JSON and gzip alike (gzip found by its magic bytes, no header needed)', async () => {
    expect(await readPingBody(request(json), LIMITS)).toBe(json);
    expect(await readPingBody(request(new Uint8Array(gzipSync(json))), LIMITS)).toBe(json);
  });

  it('stops a gzip bomb at the cap without inflating it all', async () => {
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes);
    const stats: InflateStats = { inflatedBytes: 0, compressedBytesConsumed: 0 };
    const heapBefore = process.memoryUsage().arrayBuffers;
    await expect(readPingBody(request(new Uint8Array(bomb)), LIMITS, stats)).rejects.toMatchObject({
      problem: 'too-large-inflated',
      limit: LIMITS.maxDecompressedBytes,
    });
    // Read just past the cap (one 16 KiB piece), from a small share of the compressed input.
    expect(stats.inflatedBytes).toBeGreaterThan(LIMITS.maxDecompressedBytes);
    expect(stats.inflatedBytes).toBeLessThanOrEqual(LIMITS.maxDecompressedBytes + 16 * 1024);
    expect(stats.compressedBytesConsumed).toBeLessThan(bomb.length / 10);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses a body over the raw cap, by Content-Length or while streaming', async () => {
    const big = new Uint8Array(LIMITS.maxBytes + 1);
    await expect(readPingBody(request(big), LIMITS)).rejects.toMatchObject({ problem: 'too-large' });
    const stream = streamOf(1_000, 1024);
    await expect(readLimitedBody(stream, 10 * 1024)).rejects.toBeInstanceOf(PingBodyError);
    const plainButHuge = { maxBytes: 2048, maxDecompressedBytes: 1024 };
    await expect(readPingBody(request('x'.repeat(1500)), plainButHuge)).rejects.toMatchObject({
      problem: 'too-large-inflated',
    });
  });

  it('refuses broken gzip', async () => {
    const broken = gzipSync(json).subarray(0, 12);
    await expect(inflateLimited(broken, 1024)).rejects.toMatchObject({ problem: 'bad-gzip' });
    const corrupt = Buffer.from(gzipSync(json));
    corrupt[12] ^= 0xff;
    await expect(inflateLimited(corrupt, 1024)).rejects.toMatchObject({ problem: 'bad-gzip' });
  });
});
