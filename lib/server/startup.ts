import 'server-only';
import { type Database, getDb } from '@/db';
import { authSecret } from './auth/secret';
import { EnvError, serverEnv } from './env';
import { GAS_HISTORY_JOB, gasTracker, runGasHistory, scheduleGasHistory } from './gas';
import { HOUSEKEEPING_JOB, runHousekeeping, scheduleHousekeeping } from './housekeeping';
import { createJobRunner } from './jobs';
import { assertMailConfigured, MailNotConfiguredError } from './mail';
import { BALANCE_MONITOR_JOB, runBalanceMonitor, scheduleBalanceMonitor } from './monitor';
import { BUILD_SITE_URL, productionStartIssues } from './production-config';
import {
  getVipEnvironment,
  paymentsOffReason,
  runVipPaymentCheck,
  scheduleVipPaymentCheck,
  VIP_PAYMENT_CHECK_JOB,
} from './vip';

/** Stops the process before it answers a request: an orchestrator must see a failed start, not a live server. */
function stopStart(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The settings' problems, every one named; none in a start that may go on. */
function configurationIssues(): string[] {
  const issues = productionStartIssues(process.env, BUILD_SITE_URL);
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    issues.unshift(...error.issues);
  }
  return issues;
}

/**
 * A missing or bad setting stops the process with a message naming it, and so does a database that cannot be opened
 * or migrated: Next.js holds requests until this returns, so none is answered with a 500 by a server that cannot
 * work. (`next start` binds its port before it loads the app; nothing is served before this check.)
 */
export async function startServer(): Promise<void> {
  const issues = configurationIssues();
  if (issues.length > 0) stopStart(new EnvError(issues).message);
  try {
    assertMailConfigured();
  } catch (error) {
    // Only the mail feature refuses to work (sign-up codes answer a clear message); the rest of the site runs.
    if (error instanceof MailNotConfiguredError) console.error(`[mail] ${error.message}`);
    else throw error;
  }
  // Said once here, not per request: the VIP page only tells users that payments are not open.
  const vipPaymentsOff = paymentsOffReason(getVipEnvironment());
  if (vipPaymentsOff) console.warn(`[vip] ${vipPaymentsOff}`);
  try {
    authSecret();
    await startJobs(await getDb());
  } catch (error) {
    stopStart(`Chainkit cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function startJobs(db: Database): Promise<void> {
  await scheduleHousekeeping(db);
  await scheduleVipPaymentCheck(db);
  await scheduleBalanceMonitor(db);
  await scheduleGasHistory(db);
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
      [GAS_HISTORY_JOB]: () => runGasHistory(db, gasTracker()),
    },
    pollMs: JOB_POLL_MS,
    concurrency: 1,
    onError: (error) => console.error('[jobs]', error instanceof Error ? error.message : error),
  });
  runner.start();
}

const JOB_POLL_MS = 5_000;
