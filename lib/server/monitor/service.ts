import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import {
  type MonitorEntry,
  type MonitorEvent,
  monitorEntries,
  monitorEvents,
  monitorNotifySettings,
  NATIVE_TOKEN,
  users,
  userVipFeatures,
} from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApiError } from '@/lib/server/api/handler';
import { requireVip } from '@/lib/server/vip/gate';
import { watchAllowance } from './allowance';
import {
  describeRpcFailure,
  isMonitorChain,
  NotAnErc20Error,
  nativeCurrency,
  readBalances,
  readTokenInfo,
} from './chain-reader';
import { badParameter, limitExceeded, monitorRefused } from './refusals';
import type { AddEntryInput, NotifySettingsInput } from './schemas';
import { entryView, eventView, type MonitorEntryView, type MonitorEventView } from './views';

/** Events shown with each entry in the list; the rest are paged through the events call. */
export const RECENT_EVENTS_IN_LIST = 5;

export interface MonitorList {
  entries: MonitorEntryView[];
  /** Entries the user has, and how many may be watched (the allowance). */
  count: number;
  limit: number;
  vipExpireTime: string;
}

export interface MonitorEventsPage {
  list: MonitorEventView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NotifySettingsView {
  emailEnabled: boolean;
  /** Smallest absolute change mailed, in token units. */
  minChange: string;
  language: Locale;
  /** Where the mails go: the account's bound e-mail, null when none is bound (nothing is sent then). */
  email: string | null;
}

const DEFAULT_LANGUAGE: Locale = 'en';

/** The user's entry with this id, or 5021 entry-not-found (also for someone else's: ids are not revealed). */
async function ownEntry(db: Database, userId: number, id: number) {
  const [entry] = await db
    .select()
    .from(monitorEntries)
    .where(and(eq(monitorEntries.id, id), eq(monitorEntries.userId, userId)));
  if (!entry) throw monitorRefused('entry-not-found');
  return entry;
}

/** GET /api/v1/monitor/balance: every entry, oldest first, with its last balance and recent changes. */
export async function listEntries(db: Database, userId: number, now = new Date()): Promise<MonitorList> {
  const vip = await requireVip(db, userId, 'balanceMonitor', now);
  const limit = watchAllowance(vip.credit);
  const entries = await db
    .select()
    .from(monitorEntries)
    .where(eq(monitorEntries.userId, userId))
    .orderBy(asc(monitorEntries.id));
  const eventsByEntry = new Map<number, MonitorEvent[]>();
  if (entries.length > 0) {
    const ranked = db
      .select({
        id: monitorEvents.id,
        rank: sql<number>`row_number() over (partition by ${monitorEvents.entryId} order by ${monitorEvents.id} desc)`.as(
          'rank',
        ),
      })
      .from(monitorEvents)
      .where(
        inArray(
          monitorEvents.entryId,
          entries.map((entry) => entry.id),
        ),
      )
      .as('ranked');
    const recent = await db
      .select({ event: monitorEvents })
      .from(monitorEvents)
      .innerJoin(ranked, eq(ranked.id, monitorEvents.id))
      .where(sql`${ranked.rank} <= ${RECENT_EVENTS_IN_LIST}`)
      .orderBy(desc(monitorEvents.id));
    for (const { event } of recent) {
      const list = eventsByEntry.get(event.entryId) ?? [];
      list.push(event);
      eventsByEntry.set(event.entryId, list);
    }
  }
  return {
    entries: entries.map((entry, index) => entryView(entry, index >= limit, eventsByEntry.get(entry.id) ?? [])),
    count: entries.length,
    limit,
    vipExpireTime: vip.vipExpireTime.toISOString(),
  };
}

async function entryCount(db: Pick<Database, 'select'>, userId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(monitorEntries).where(eq(monitorEntries.userId, userId));
  return total;
}

/**
 * POST /api/v1/monitor/balance: watches an address's native or ERC-20 balance. The chain must be an EVM chain we
 * can read (5016 chainId); an ERC-20 must answer decimals() (5016 token); the token's symbol, decimals and the
 * current balance are read now, so the first change is measured from here. Past the allowance: 5017.
 */
export async function addEntry(
  db: Database,
  userId: number,
  input: AddEntryInput,
  now = new Date(),
): Promise<MonitorEntryView> {
  const vip = await requireVip(db, userId, 'balanceMonitor', now);
  if (!isMonitorChain(input.chainId)) throw badParameter('chainId');
  const target = { address: input.address, token: input.token };
  // Cheap refusals first, before the chain is read; they are checked again under the lock below.
  if ((await entryCount(db, userId)) >= watchAllowance(vip.credit)) throw limitExceeded(watchAllowance(vip.credit));
  const [existing] = await db
    .select({ id: monitorEntries.id })
    .from(monitorEntries)
    .where(
      and(
        eq(monitorEntries.userId, userId),
        eq(monitorEntries.chainId, input.chainId),
        eq(monitorEntries.address, target.address),
        eq(monitorEntries.token, target.token),
      ),
    );
  if (existing) throw monitorRefused('already-watched');

  let info: { symbol: string; decimals: number };
  let reading: { balance: bigint; blockNumber: bigint } | null;
  try {
    info =
      target.token === NATIVE_TOKEN ? nativeCurrency(input.chainId) : await readTokenInfo(input.chainId, target.token);
    [reading] = (await readBalances(input.chainId, [target])).readings;
  } catch (error) {
    if (error instanceof NotAnErc20Error) throw badParameter('token');
    console.error(`[monitor] reading chain ${input.chainId} failed:`, describeRpcFailure(error));
    throw monitorRefused('chain-unavailable');
  }
  if (!reading) throw badParameter('token');

  const outcome = await db.transaction(async (tx): Promise<AddOutcome> => {
    // The VIP row is the user's lock: concurrent adds queue here, so the count below cannot be raced past.
    const [state] = await tx
      .select({ vipExpireTime: userVipFeatures.vipExpireTime, credit: userVipFeatures.credit })
      .from(userVipFeatures)
      .where(and(eq(userVipFeatures.userId, userId), eq(userVipFeatures.feature, 'balanceMonitor')))
      .for('update');
    if (!state || state.vipExpireTime.getTime() <= now.getTime()) return { kind: 'not-vip' };
    const limit = watchAllowance(state.credit);
    if ((await entryCount(tx, userId)) >= limit) return { kind: 'limit', limit };
    const [row] = await tx
      .insert(monitorEntries)
      .values({
        userId,
        chainId: input.chainId,
        address: target.address,
        token: target.token,
        tokenSymbol: info.symbol,
        tokenDecimals: info.decimals,
        label: input.label,
        lastBalance: reading.balance,
        balanceBlock: Number(reading.blockNumber),
        lastCheckedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return row ? { kind: 'created', entry: row } : { kind: 'duplicate' };
  });
  switch (outcome.kind) {
    case 'created':
      return entryView(outcome.entry, false, []);
    case 'limit':
      throw limitExceeded(outcome.limit);
    case 'duplicate':
      throw monitorRefused('already-watched');
    case 'not-vip':
      // The plan ran out while the chain was read.
      throw new ApiError(SERVER_CODE.VIP_REQUIRED, undefined, { detail: 'balanceMonitor' });
  }
}

type AddOutcome =
  | { kind: 'created'; entry: MonitorEntry }
  | { kind: 'limit'; limit: number }
  | { kind: 'duplicate' }
  | { kind: 'not-vip' };

/** POST /api/v1/monitor/balance/del: stops watching one of the user's own entries (its events go with it). */
export async function removeEntry(db: Database, userId: number, id: number, now = new Date()): Promise<{ id: number }> {
  await requireVip(db, userId, 'balanceMonitor', now);
  const [removed] = await db
    .delete(monitorEntries)
    .where(and(eq(monitorEntries.id, id), eq(monitorEntries.userId, userId)))
    .returning({ id: monitorEntries.id });
  if (!removed) throw monitorRefused('entry-not-found');
  return removed;
}

/** POST /api/v1/monitor/balance/label: sets or clears ('' / null) an own entry's label. */
export async function updateLabel(
  db: Database,
  userId: number,
  id: number,
  label: string | null,
  now = new Date(),
): Promise<{ id: number; label: string | null }> {
  await requireVip(db, userId, 'balanceMonitor', now);
  const [updated] = await db
    .update(monitorEntries)
    .set({ label })
    .where(and(eq(monitorEntries.id, id), eq(monitorEntries.userId, userId)))
    .returning({ id: monitorEntries.id, label: monitorEntries.label });
  if (!updated) throw monitorRefused('entry-not-found');
  return updated;
}

/** GET /api/v1/monitor/balance/events: an own entry's kept changes, newest first. */
export async function entryEvents(
  db: Database,
  userId: number,
  query: { id: number; page: number; pageSize: number },
  now = new Date(),
): Promise<MonitorEventsPage> {
  await requireVip(db, userId, 'balanceMonitor', now);
  const entry = await ownEntry(db, userId, query.id);
  const [{ total }] = await db
    .select({ total: count() })
    .from(monitorEvents)
    .where(eq(monitorEvents.entryId, entry.id));
  const rows = await db
    .select()
    .from(monitorEvents)
    .where(eq(monitorEvents.entryId, entry.id))
    .orderBy(desc(monitorEvents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    list: rows.map((row) => eventView(row, entry.tokenDecimals)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireNotifyVip(db: Database, userId: number, now: Date): Promise<void> {
  await requireVip(db, userId, 'balanceMonitor', now);
  await requireVip(db, userId, 'monitorNotify', now);
}

async function readNotifySettings(db: Database, userId: number): Promise<NotifySettingsView> {
  const [row] = await db
    .select({ email: users.email, settings: monitorNotifySettings })
    .from(users)
    .leftJoin(monitorNotifySettings, eq(monitorNotifySettings.userId, users.id))
    .where(eq(users.id, userId));
  const language = row?.settings?.language;
  return {
    emailEnabled: row?.settings?.emailEnabled ?? true,
    minChange: row?.settings?.minChange ?? '0',
    language: language === 'cn' || language === 'en' ? language : DEFAULT_LANGUAGE,
    email: row?.email ?? null,
  };
}

/** GET /api/v1/monitor/balance/notify (balanceMonitor and monitorNotify): defaults are e-mail on, any change. */
export async function getNotifySettings(db: Database, userId: number, now = new Date()): Promise<NotifySettingsView> {
  await requireNotifyVip(db, userId, now);
  return readNotifySettings(db, userId);
}

/** POST /api/v1/monitor/balance/notify: changes the given fields; the mail language is the request's unless given. */
export async function setNotifySettings(
  db: Database,
  userId: number,
  input: NotifySettingsInput,
  locale: Locale,
  now = new Date(),
): Promise<NotifySettingsView> {
  await requireNotifyVip(db, userId, now);
  const language = input.language ?? locale;
  const changes = {
    ...(input.emailEnabled === undefined ? {} : { emailEnabled: input.emailEnabled }),
    ...(input.minChange === undefined ? {} : { minChange: normalizeDecimal(input.minChange) }),
    language,
    updatedAt: now,
  };
  await db
    .insert(monitorNotifySettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: monitorNotifySettings.userId, set: changes });
  return readNotifySettings(db, userId);
}

/** "007.50" → "7.5", "0.000" → "0": one spelling per value. */
export function normalizeDecimal(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}
