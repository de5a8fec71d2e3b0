import {
  type Bip39WordTest,
  bip39WordTest,
  hasBip39Shape,
  type RedactionOptions,
  stripSensitiveWith,
} from '@/lib/errors/strip-sensitive-core';
import type { PingEventPayload } from './types';

// Loaded on demand by the tracker (its own chunk). The BIP39 word list (≈ 6 KiB gzip) is fetched only for a batch
// with a run of twelve words that could be a mnemonic: page views and clicks never need it.

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

function redactWith(events: readonly PingEventPayload[], options: RedactionOptions): PingEventPayload[] {
  return events.map((event) => truncateStrings(stripSensitiveWith(event, options)) as PingEventPayload);
}

/**
 * For page hide, when nothing can wait for the word list: every word of BIP39's shape counts as a BIP39 word, and a
 * string that is only such a run goes too. Never less redacted than with the list; more, at times.
 */
export function redactEventsNow(events: readonly PingEventPayload[]): PingEventPayload[] {
  return redactWith(events, { isBip39Word: hasBip39Shape, redactWholeRuns: true });
}

let listTest: Bip39WordTest | undefined;

/**
 * Spec §5: passwords, passphrases, keys and mnemonics are stripped before anything leaves the browser (the one
 * redaction of lib/errors/strip-sensitive). Without a run of 12+ words of BIP39's shape the list cannot find
 * anything the shape test did not, so the list is fetched only for a batch that has one.
 */
export async function redactEvents(events: readonly PingEventPayload[]): Promise<PingEventPayload[]> {
  let hasRun = false;
  const byShape = redactWith(events, { isBip39Word: hasBip39Shape, onMnemonicRun: () => (hasRun = true) });
  if (!hasRun) return byShape;
  listTest ??= bip39WordTest((await import('@scure/bip39/wordlists/english')).wordlist);
  return redactWith(events, { isBip39Word: listTest });
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
  redactEventsNow: typeof redactEventsNow;
  encodeBatches: typeof encodeBatches;
  gzip: typeof gzip;
}

export const pipeline: TrackingPipeline = { redactEvents, redactEventsNow, encodeBatches, gzip };
