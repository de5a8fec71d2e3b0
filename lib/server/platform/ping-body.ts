import 'server-only';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

export type PingBodyProblem = 'too-large' | 'too-large-inflated' | 'bad-gzip';

export class PingBodyError extends Error {
  constructor(
    readonly problem: PingBodyProblem,
    readonly limit: number,
  ) {
    super(`ping body: ${problem} (limit ${limit} bytes)`);
    this.name = 'PingBodyError';
  }
}

export interface PingBodyLimits {
  /** The body as it arrives. */
  maxBytes: number;
  /** The body once inflated. */
  maxDecompressedBytes: number;
}

/** What the inflater did; tests read it to prove a bomb was stopped early. */
export interface InflateStats {
  /** Inflated bytes read from the inflater. */
  inflatedBytes: number;
  /** Compressed bytes the inflater consumed before it was stopped. */
  compressedBytesConsumed: number;
}

/** Inflated output arrives in pieces of this size at most, so the cap is overshot by less than one piece. */
const INFLATE_CHUNK_BYTES = 16 * 1024;

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Reads the request body up to `maxBytes`, from the stream (a missing or lying Content-Length cannot make it read
 * more), and stops reading the moment the limit is passed.
 */
export async function readLimitedBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new PingBodyError('too-large', maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

/**
 * Inflates gzip with a cap on the output: the inflater runs as a stream under back-pressure, so it produces only
 * what is read, and reading stops (and destroys the stream) as soon as the cap is passed. A 100 MB bomb costs about
 * `maxBytes` of memory and the time to inflate `maxBytes`, never its full size.
 */
export async function inflateLimited(
  compressed: Uint8Array,
  maxBytes: number,
  stats: InflateStats = { inflatedBytes: 0, compressedBytesConsumed: 0 },
): Promise<Buffer> {
  const gunzip = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES });
  const source = Readable.from([Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength)]);
  source.pipe(gunzip);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      stats.inflatedBytes += chunk.length;
      if (stats.inflatedBytes > maxBytes) throw new PingBodyError('too-large-inflated', maxBytes);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof PingBodyError) throw error;
    throw new PingBodyError('bad-gzip', maxBytes);
  } finally {
    stats.compressedBytesConsumed = gunzip.bytesWritten;
    source.unpipe(gunzip);
    source.destroy();
    gunzip.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * The ping body as text: gzip is recognised by its magic bytes, because navigator.sendBeacon cannot set a
 * Content-Encoding header; anything else is taken as it is (JSON), under the same size cap.
 */
export async function readPingBody(request: Request, limits: PingBodyLimits, stats?: InflateStats): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw new PingBodyError('too-large', limits.maxBytes);
  const raw = await readLimitedBody(request.body, limits.maxBytes);
  if (!isGzip(raw)) {
    if (raw.byteLength > limits.maxDecompressedBytes) {
      throw new PingBodyError('too-large-inflated', limits.maxDecompressedBytes);
    }
    return new TextDecoder().decode(raw);
  }
  const inflated = await inflateLimited(raw, limits.maxDecompressedBytes, stats);
  return new TextDecoder().decode(inflated);
}
