import { stripSensitive } from '@/lib/errors/strip-sensitive';
import type { PingEventPayload } from './types';

// Loaded on demand by the tracker (its own chunk): redaction carries the BIP39 prefix list, which no page should
// pay for before it has anything to report.

/** sendBeacon and keepalive fetch refuse bodies over 64 KiB (all in flight together): stay under it. */
export const MAX_PAYLOAD_BYTES = 60 * 1024;
/** Longer strings are cut before sending: a stack trace is enough at this length. */
const MAX_STRING_LENGTH = 4_000;
const TOO_LARGE = '[too large]';

function truncateStrings(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING_LENGTH ? `${value.slice(0, MAX_STRING_LENGTH)}…` : value;
  if (Array.isArray(value)) return value.map(truncateStrings);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, truncateStrings(field)]));
  }
  return value;
}

/** Spec §5: passwords, passphrases, keys and mnemonics are stripped before anything leaves the browser. */
export function redactEvents(events: readonly PingEventPayload[]): PingEventPayload[] {
  return events.map((event) => truncateStrings(stripSensitive(event)) as PingEventPayload);
}

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The JSON bodies for a batch, each under MAX_PAYLOAD_BYTES: halved until they fit; a single event still too large
 * keeps its name and ids, its args and additional become '[too large]'.
 */
export function encodeBatches(events: readonly PingEventPayload[], maxBytes = MAX_PAYLOAD_BYTES): string[] {
  if (events.length === 0) return [];
  const json = JSON.stringify({ events });
  if (byteLength(json) <= maxBytes) return [json];
  if (events.length === 1) {
    const [event] = events;
    const slim = { ...event, params: { ...event.params, args: TOO_LARGE, additional: TOO_LARGE } };
    return [JSON.stringify({ events: [slim] })];
  }
  const middle = Math.ceil(events.length / 2);
  return [...encodeBatches(events.slice(0, middle), maxBytes), ...encodeBatches(events.slice(middle), maxBytes)];
}

/** gzip with the browser's CompressionStream; null where it is missing (the JSON then goes as it is). */
export async function gzip(text: string): Promise<Uint8Array | null> {
  if (typeof CompressionStream === 'undefined') return null;
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export interface TrackingPipeline {
  redactEvents: typeof redactEvents;
  encodeBatches: typeof encodeBatches;
  gzip: typeof gzip;
}

export const pipeline: TrackingPipeline = { redactEvents, encodeBatches, gzip };
