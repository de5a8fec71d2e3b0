import 'server-only';
import { getDb } from '@/db';
import { authSecret } from './auth/secret';
import { EnvError, serverEnv } from './env';
import { HOUSEKEEPING_JOB, runHousekeeping, scheduleHousekeeping } from './housekeeping';
import { createJobRunner } from './jobs';
import { assertMailConfigured, MailNotConfiguredError } from './mail';
import { BALANCE_MONITOR_JOB, runBalanceMonitor, scheduleBalanceMonitor } from './monitor';
import { getVipEnvironment, runVipPaymentCheck, scheduleVipPaymentCheck, VIP_PAYMENT_CHECK_JOB } from './vip';

/**
 * A missing or bad environment value stops the app with a message naming it, and the database is
 * opened and migrated before the first request.
 */
export async function startServer(): Promise<void> {
  try {
    serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    assertMailConfigured();
  } catch (error) {
    // Only the mail feature refuses to work (sign-up codes answer a clear message); the rest of the site runs.
    if (error instanceof MailNotConfiguredError) console.error(`[mail] ${error.message}`);
    else throw error;
  }
  authSecret();
  const db = await getDb();
  await scheduleHousekeeping(db);
  await scheduleVipPaymentCheck(db);
  await scheduleBalanceMonitor(db);
  const runner = createJobRunner({
    db,
    handlers: {
      [HOUSEKEEPING_JOB]: () => runHousekeeping(db),
      [VIP_PAYMENT_CHECK_JOB]: async () => {
        await runVipPaymentCheck(db, getVipEnvironment());
      },
      [BALANCE_MONITOR_JOB]: async () => {
        await runBalanceMonitor(db);
      },
    },
    pollMs: JOB_POLL_MS,
    concurrency: 1,
    onError: (error) => console.error('[jobs]', error instanceof Error ? error.message : error),
  });
  runner.start();
}

const JOB_POLL_MS = 5_000;
