export { ENTRIES_PER_UNIT, watchAllowance } from './allowance';
export { type BalanceTarget, type ChainBalances, isMonitorChain, type ReadMode, readBalances } from './chain-reader';
export {
  BALANCE_MONITOR_INTERVAL_MS,
  BALANCE_MONITOR_JOB,
  type BalanceMonitorOptions,
  type BalanceMonitorReport,
  type ChainRound,
  EVENTS_KEPT_PER_ENTRY,
  runBalanceMonitor,
  scheduleBalanceMonitor,
} from './job';
export { composeBalanceDigest, type DigestChange } from './mail';
export { type MonitorRefusal, monitorRefused } from './refusals';
export {
  addEntry,
  entryEvents,
  getNotifySettings,
  listEntries,
  type MonitorEventsPage,
  type MonitorList,
  type NotifySettingsView,
  RECENT_EVENTS_IN_LIST,
  removeEntry,
  setNotifySettings,
  updateLabel,
} from './service';
export type { MonitorEntryView, MonitorEventView } from './views';
