import 'server-only';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { formatUnits, parseUnits } from 'viem';
import type { Database } from '@/db';
import {
  type MonitorEntry,
  monitorEntries,
  monitorEvents,
  monitorNotifySettings,
  users,
  userVipFeatures,
} from '@/db/schema';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { enqueueJob } from '@/lib/server/jobs';
import {
  assertMailConfigured,
  MailNotConfiguredError,
  type OutgoingMail,
  readMailConfig,
  sendMailOverSmtp,
} from '@/lib/server/mail';
import { watchAllowance } from './allowance';
import { chainName, describeRpcFailure, isMonitorChain, type ReadMode, readBalances } from './chain-reader';
import { composeBalanceDigest, type DigestChange } from './mail';

export const BALANCE_MONITOR_JOB = 'balance-monitor';
export const BALANCE_MONITOR_INTERVAL_MS = 60_000;
/** Changes kept per entry; older ones are deleted by the job after it writes new ones. */
export const EVENTS_KEPT_PER_ENTRY = 100;
/** Chains read at once: each is one or a few requests, so this bounds the RPC load of a run. */
const CHAIN_CONCURRENCY = 4;

export interface BalanceMonitorOptions {
  now?: Date;
  /** Sends one digest; defaults to SMTP_URL (a log line without the address in development without it). */
  deliver?: (mail: OutgoingMail) => Promise<void>;
}

export interface ChainRound {
  chainId: number;
  /** Entries polled on the chain this run. */
  entries: number;
  /** How the balances were read; null when the chain could not be read (the entries stay as they were). */
  mode: ReadMode | null;
}

export interface BalanceMonitorReport {
  chains: ChainRound[];
  /** Change events written. */
  events: number;
  /** Digests sent. */
  mails: number;
}

interface ObservedChange {
  entry: MonitorEntry;
  oldBalance: bigint;
  newBalance: bigint;
  blockNumber: number;
}

/**
 * Queues the run of the 60 s slot that `time` falls in. The slot is the dedupe key, so however many instances
 * start or finish a run, each slot runs once.
 */
export function scheduleBalanceMonitor(db: Database, time = new Date()): Promise<unknown> {
  const slot = Math.floor(time.getTime() / BALANCE_MONITOR_INTERVAL_MS);
  return enqueueJob(db, {
    type: BALANCE_MONITOR_JOB,
    payload: null,
    runAt: time,
    dedupeKey: `${BALANCE_MONITOR_JOB}:${slot}`,
  });
}

/** Entries of users whose balanceMonitor is active, each user's oldest entries up to the allowance. */
async function polledEntries(db: Database, now: Date): Promise<MonitorEntry[]> {
  const rows = await db
    .select({
      entry: monitorEntries,
      credit: userVipFeatures.credit,
      rank: sql<number>`row_number() over (partition by ${monitorEntries.userId} order by ${monitorEntries.id})`.mapWith(
        Number,
      ),
    })
    .from(monitorEntries)
    .innerJoin(
      userVipFeatures,
      and(
        eq(userVipFeatures.userId, monitorEntries.userId),
        eq(userVipFeatures.feature, 'balanceMonitor'),
        gt(userVipFeatures.vipExpireTime, now),
      ),
    );
  return rows.filter((row) => row.rank <= watchAllowance(row.credit)).map((row) => row.entry);
}

/** Writes one chain's readings: a first balance, a change (with its event), or only the check time. */
async function applyReadings(
  db: Database,
  entries: readonly MonitorEntry[],
  readingOf: (entry: MonitorEntry) => { balance: bigint; blockNumber: bigint } | null | undefined,
  now: Date,
): Promise<ObservedChange[]> {
  const changes: ObservedChange[] = [];
  const unchangedByBlock = new Map<number, number[]>();
  for (const entry of entries) {
    const reading = readingOf(entry);
    // A reverted call (not an ERC-20 any more) gives nothing to write, and never a made-up zero.
    if (!reading) continue;
    const blockNumber = Number(reading.blockNumber);
    // An RPC behind a load balancer can answer from an older block: going back would invent two changes.
    if (entry.balanceBlock !== null && blockNumber < entry.balanceBlock) continue;
    const isNewer = or(isNull(monitorEntries.balanceBlock), lte(monitorEntries.balanceBlock, blockNumber));
    if (entry.lastBalance === null) {
      await db
        .update(monitorEntries)
        .set({ lastBalance: reading.balance, balanceBlock: blockNumber, lastCheckedAt: now })
        .where(and(eq(monitorEntries.id, entry.id), isNull(monitorEntries.lastBalance), isNewer));
    } else if (entry.lastBalance === reading.balance) {
      const ids = unchangedByBlock.get(blockNumber) ?? [];
      ids.push(entry.id);
      unchangedByBlock.set(blockNumber, ids);
    } else {
      const oldBalance = entry.lastBalance;
      // Only the run that moves the balance from the value it read writes the event: an overlapping run on
      // another instance finds the row changed and writes nothing.
      const written = await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(monitorEntries)
          .set({ lastBalance: reading.balance, balanceBlock: blockNumber, lastCheckedAt: now })
          .where(and(eq(monitorEntries.id, entry.id), eq(monitorEntries.lastBalance, oldBalance), isNewer))
          .returning({ id: monitorEntries.id });
        if (!moved) return false;
        await tx
          .insert(monitorEvents)
          .values({ entryId: entry.id, oldBalance, newBalance: reading.balance, blockNumber, observedAt: now });
        return true;
      });
      if (written) changes.push({ entry, oldBalance, newBalance: reading.balance, blockNumber });
    }
  }
  for (const [blockNumber, ids] of unchangedByBlock) {
    await db
      .update(monitorEntries)
      .set({
        lastCheckedAt: now,
        balanceBlock: sql`greatest(coalesce(${monitorEntries.balanceBlock}, 0), ${blockNumber})`,
      })
      .where(inArray(monitorEntries.id, ids));
  }
  return changes;
}

async function pollChain(
  db: Database,
  chainId: number,
  entries: readonly MonitorEntry[],
  now: Date,
): Promise<{ round: ChainRound; changes: ObservedChange[] }> {
  const round: ChainRound = { chainId, entries: entries.length, mode: null };
  if (!isMonitorChain(chainId)) {
    console.warn(`[monitor] chain ${chainId} skipped: no RPC is configured for it`);
    return { round, changes: [] };
  }
  // Several users watching the same balance cost one call.
  const keyOf = (entry: { address: string; token: string }) => `${entry.address} ${entry.token}`;
  const targets = [...new Map(entries.map((entry) => [keyOf(entry), entry])).values()].map(({ address, token }) => ({
    address,
    token,
  }));
  let readings: Awaited<ReturnType<typeof readBalances>>;
  try {
    readings = await readBalances(chainId, targets);
  } catch (error) {
    console.warn(`[monitor] chain ${chainId} skipped this round:`, describeRpcFailure(error));
    return { round, changes: [] };
  }
  round.mode = readings.mode;
  const byTarget = new Map(targets.map((target, index) => [keyOf(target), readings.readings[index]]));
  const changes = await applyReadings(db, entries, (entry) => byTarget.get(keyOf(entry)), now);
  return { round, changes };
}

/** Deletes all but the newest EVENTS_KEPT_PER_ENTRY events of the given entries. */
async function purgeOldEvents(db: Database, entryIds: readonly number[]): Promise<void> {
  if (entryIds.length === 0) return;
  const ranked = db
    .select({
      id: monitorEvents.id,
      rank: sql<number>`row_number() over (partition by ${monitorEvents.entryId} order by ${monitorEvents.id} desc)`.as(
        'rank',
      ),
    })
    .from(monitorEvents)
    .where(inArray(monitorEvents.entryId, [...entryIds]))
    .as('ranked');
  const stale = db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} > ${EVENTS_KEPT_PER_ENTRY}`);
  await db.delete(monitorEvents).where(inArray(monitorEvents.id, stale));
}

async function defaultDeliver(mail: OutgoingMail): Promise<void> {
  const config = readMailConfig();
  if (assertMailConfigured(config) === 'development-log') {
    console.info(`[mail:development] balance digest not sent without SMTP_URL: ${mail.subject}`);
    return;
  }
  await sendMailOverSmtp(mail, config);
}

/** Smallest mailed change in base units; an unreadable setting mails every change. */
function thresholdUnits(minChange: string, decimals: number): bigint {
  try {
    return parseUnits(minChange, decimals);
  } catch {
    return 0n;
  }
}

/**
 * One digest per user with monitorNotify active, e-mail notifications on and a bound e-mail, listing the changes
 * of this run whose size reaches the user's threshold. A failed send is logged and not retried (the changes stay
 * listed in the app).
 */
async function mailDigests(
  db: Database,
  changes: readonly ObservedChange[],
  now: Date,
  deliver: (mail: OutgoingMail) => Promise<void>,
): Promise<number> {
  const userIds = [...new Set(changes.map((change) => change.entry.userId))];
  if (userIds.length === 0) return 0;
  const recipients = await db
    .select({
      id: users.id,
      email: users.email,
      emailEnabled: monitorNotifySettings.emailEnabled,
      minChange: monitorNotifySettings.minChange,
      language: monitorNotifySettings.language,
    })
    .from(users)
    .innerJoin(
      userVipFeatures,
      and(
        eq(userVipFeatures.userId, users.id),
        eq(userVipFeatures.feature, 'monitorNotify'),
        gt(userVipFeatures.vipExpireTime, now),
      ),
    )
    .leftJoin(monitorNotifySettings, eq(monitorNotifySettings.userId, users.id))
    .where(and(inArray(users.id, userIds), isNotNull(users.email)));
  let sent = 0;
  for (const recipient of recipients) {
    if (recipient.emailEnabled === false || !recipient.email) continue;
    const minChange = recipient.minChange ?? '0';
    const listed: DigestChange[] = changes
      .filter((change) => change.entry.userId === recipient.id)
      .filter((change) => {
        const delta = change.newBalance - change.oldBalance;
        const size = delta < 0n ? -delta : delta;
        return size >= thresholdUnits(minChange, change.entry.tokenDecimals);
      })
      .map(({ entry, oldBalance, newBalance, blockNumber }) => ({
        chainName: chainName(entry.chainId),
        address: entry.address,
        label: entry.label,
        symbol: entry.tokenSymbol,
        oldBalance: formatUnits(oldBalance, entry.tokenDecimals),
        newBalance: formatUnits(newBalance, entry.tokenDecimals),
        change: formatUnits(newBalance - oldBalance, entry.tokenDecimals),
        blockNumber,
      }));
    if (listed.length === 0) continue;
    const locale: Locale = isLocale(recipient.language) ? recipient.language : 'en';
    try {
      await deliver({ to: recipient.email, ...composeBalanceDigest(locale, listed) });
      sent += 1;
    } catch (error) {
      if (error instanceof MailNotConfiguredError) {
        console.error(`[monitor] balance digests not sent: ${error.message}`);
        return sent;
      }
      console.error(
        `[monitor] balance digest for user ${recipient.id} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return sent;
}

/**
 * The job: reads the current balance of every polled entry, chain by chain (a few at once), writes each change as
 * an event, trims old events, and mails the digests. A chain whose RPC fails is skipped this round: its entries
 * keep their last balance and check time. Returns what it did, per chain.
 */
export async function runBalanceMonitor(
  db: Database,
  options: BalanceMonitorOptions = {},
): Promise<BalanceMonitorReport> {
  const now = options.now ?? new Date();
  // The next run is queued first, so a failing run cannot end the chain of runs.
  const nextSlotStart = (Math.floor(now.getTime() / BALANCE_MONITOR_INTERVAL_MS) + 1) * BALANCE_MONITOR_INTERVAL_MS;
  await scheduleBalanceMonitor(db, new Date(nextSlotStart));

  const byChain = new Map<number, MonitorEntry[]>();
  for (const entry of await polledEntries(db, now)) {
    const list = byChain.get(entry.chainId) ?? [];
    list.push(entry);
    byChain.set(entry.chainId, list);
  }
  const queue = [...byChain];
  const rounds: ChainRound[] = [];
  const changes: ObservedChange[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [chainId, entries] = next;
      try {
        const result = await pollChain(db, chainId, entries, now);
        rounds.push(result.round);
        changes.push(...result.changes);
      } catch (error) {
        // A database failure on one chain does not lose the others' changes.
        // The driver's cause, not drizzle's "Failed query … params": those hold the watched addresses.
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        console.error(`[monitor] chain ${chainId} failed:`, reason);
        rounds.push({ chainId, entries: entries.length, mode: null });
      }
    }
  };
  await Promise.all(Array.from({ length: CHAIN_CONCURRENCY }, worker));
  await purgeOldEvents(db, [...new Set(changes.map((change) => change.entry.id))]);
  const mails = await mailDigests(db, changes, now, options.deliver ?? defaultDeliver);
  rounds.sort((a, b) => a.chainId - b.chainId);
  return { chains: rounds, events: changes.length, mails };
}
