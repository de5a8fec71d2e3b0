import 'server-only';
import { z } from 'zod';
import type { Database } from '@/db';
import { TRACKING_LEVELS, trackingEvents } from '@/db/schema';
import type { JsonValue } from '@/db/schema/jobs';
import { stripSensitive } from '@/lib/errors';

/** JSON nested deeper than this is refused before anything walks it (validation and redaction recurse). */
export const MAX_JSON_DEPTH = 32;
/** Longer strings are cut: a stack trace or a pasted input is enough at this length for a report. */
const MAX_STRING_LENGTH = 8_000;
/** The last millisecond a JavaScript Date can hold. */
const MAX_TIME_MS = 8.64e15;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Spec §3: event name; params time, session, fingerprint, isMobile, version, additional, args; element and page ids. */
export const pingEventSchema = z.object({
  event: text(100),
  level: z.enum(TRACKING_LEVELS).default('info'),
  params: z.object({
    /** When the browser recorded the event, in ms since the epoch. */
    time: z.number().int().min(0).max(MAX_TIME_MS),
    session: text(100),
    fingerprint: text(100),
    isMobile: z.union([z.boolean(), z.literal(0), z.literal(1)]).default(false),
    version: z.string().trim().max(100).optional(),
    additional: z.unknown().optional(),
    args: z.unknown().optional(),
  }),
  elementId: text(200).nullish(),
  pageId: text(200).nullish(),
  /** The route full path (error reports: 'unknown' outside a route). */
  path: z.string().trim().max(2_000).nullish(),
});

export type PingEvent = z.infer<typeof pingEventSchema>;

export const pingQuerySchema = z.object({
  source: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('cp'),
  version: z.string().trim().max(100).default(''),
});

export type PingQuery = z.infer<typeof pingQuerySchema>;

export function pingBodySchema(maxEvents: number) {
  return z.object({ events: z.array(pingEventSchema).min(1).max(maxEvents) });
}

/** Depth of nested arrays and objects, walked without recursion (the input is untrusted). */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** PostgreSQL refuses NUL in text and jsonb, and lone surrogates in jsonb: a report must not fail on them. */
function storableString(value: string): string {
  const clean = value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
  return clean.length > MAX_STRING_LENGTH ? `${clean.slice(0, MAX_STRING_LENGTH)}…` : clean;
}

function storable(value: unknown): JsonValue {
  if (typeof value === 'string') return storableString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [storableString(key), storable(field)]));
  }
  return null;
}

const optionalString = (value: string | null | undefined) => (value ? storableString(value) : null);

/**
 * Stores a batch of events in one insert. Every event is redacted here again, whatever the browser did (an old
 * client, a hand-made request): no row ever holds a password, key or mnemonic.
 */
export async function storeTrackingEvents(
  db: Database,
  query: PingQuery,
  events: readonly PingEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map((event) => {
    const safe = stripSensitive(event);
    const { params } = safe;
    return {
      occurredAt: new Date(params.time),
      source: query.source,
      version: storableString(params.version || query.version || 'unknown'),
      level: safe.level,
      event: storableString(safe.event),
      session: storableString(params.session),
      fingerprint: storableString(params.fingerprint),
      isMobile: params.isMobile === true || params.isMobile === 1 ? 1 : 0,
      pageId: optionalString(safe.pageId),
      elementId: optionalString(safe.elementId),
      path: optionalString(safe.path),
      args: params.args === undefined ? null : storable(params.args),
      additional: params.additional === undefined ? null : storable(params.additional),
    };
  });
  await db.insert(trackingEvents).values(rows);
  return rows.length;
}
