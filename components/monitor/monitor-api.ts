import { findChain } from '@/chains/registry';
import type { HttpClient } from '@/lib/http';

/** The balance monitor calls (lib/server/monitor/README.md) as the monitor pages use them. */
const BALANCE = '/api/v1/monitor/balance';

/** The server's job reads every 60 s: the pages refresh at the same pace. */
export const MONITOR_REFRESH_MS = 60_000;
export const EVENTS_PAGE_SIZE = 20;
export const MAX_LABEL_LENGTH = 64;
/** Token units as an exact non-negative decimal, as the server accepts them (lib/server/monitor/schemas.ts). */
export const DECIMAL_PATTERN = /^\d{1,60}(\.\d{1,36})?$/;
export const NATIVE_TOKEN = 'native';

export const MONITOR_QUERY_KEY = ['monitor', 'balance'] as const;
export const MONITOR_LIST_QUERY_KEY = [...MONITOR_QUERY_KEY, 'list'] as const;
export const MONITOR_NOTIFY_QUERY_KEY = [...MONITOR_QUERY_KEY, 'notify'] as const;
export const EVM_CHAINS_QUERY_KEY = ['chains', 'evm'] as const;

export const monitorEventsQueryKey = (id: number, page: number) => [...MONITOR_QUERY_KEY, 'events', id, page] as const;

/** A balance change: exact decimal strings in token units; `change` is negative for a decrease. */
export interface MonitorEvent {
  id: number;
  oldBalance: string;
  newBalance: string;
  change: string;
  blockNumber: number;
  observedAt: string;
}

export interface MonitorEntry {
  id: number;
  chainId: number;
  chainName: string;
  /** Lowercase. */
  address: string;
  /** 'native' or the ERC-20 address (lowercase). */
  token: string;
  symbol: string;
  decimals: number;
  label: string | null;
  /** Exact decimal in token units; null until the first read. */
  balance: string | null;
  balanceBlock: number | null;
  checkedAt: string | null;
  createdAt: string;
  /** Beyond the allowance: kept and listed, not polled. */
  isPaused: boolean;
  /** The newest changes, newest first. */
  recentEvents: MonitorEvent[];
}

export interface MonitorList {
  entries: MonitorEntry[];
  count: number;
  limit: number;
  vipExpireTime: string;
}

export interface MonitorEventsPage {
  list: MonitorEvent[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NotifySettings {
  emailEnabled: boolean;
  minChange: string;
  language: 'en' | 'cn';
  /** The account's bound e-mail; null when none is bound (nothing is mailed then). */
  email: string | null;
}

export interface AddEntryBody {
  chainId: number;
  address: string;
  /** 'native' or an ERC-20 address. */
  token: string;
  label?: string;
}

export interface ChainOption {
  chainId: number;
  name: string;
  symbol: string;
}

export function fetchMonitorList(http: HttpClient, signal?: AbortSignal): Promise<MonitorList> {
  return http.get<MonitorList>(BALANCE, undefined, { signal });
}

export function fetchMonitorEvents(
  http: HttpClient,
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<MonitorEventsPage> {
  return http.get<MonitorEventsPage>(`${BALANCE}/events`, { id, page, pageSize: EVENTS_PAGE_SIZE }, { signal });
}

export function addMonitorEntry(http: HttpClient, body: AddEntryBody): Promise<MonitorEntry> {
  return http.post<MonitorEntry>(BALANCE, body);
}

export function removeMonitorEntry(http: HttpClient, id: number): Promise<{ id: number }> {
  return http.post<{ id: number }>(`${BALANCE}/del`, { id });
}

export function setMonitorLabel(http: HttpClient, id: number, label: string): Promise<{ id: number; label: string }> {
  return http.post(`${BALANCE}/label`, { id, label });
}

export function fetchNotifySettings(http: HttpClient, signal?: AbortSignal): Promise<NotifySettings> {
  return http.get<NotifySettings>(`${BALANCE}/notify`, undefined, { signal });
}

export function saveNotifySettings(
  http: HttpClient,
  body: Pick<NotifySettings, 'emailEnabled' | 'minChange' | 'language'>,
): Promise<NotifySettings> {
  return http.post<NotifySettings>(`${BALANCE}/notify`, body);
}

/**
 * The EVM chains the monitor can watch: the site's chain records (GET /api/v1/chains) that the registry knows as EVM.
 * The server may accept more (any chain with a configured RPC); those show up through the user's own entries.
 */
export async function fetchEvmChains(http: HttpClient, signal?: AbortSignal): Promise<ChainOption[]> {
  const chains = await http.get<ChainOption[]>('/api/v1/chains', undefined, { signal });
  return chains
    .filter((chain) => findChain(chain.chainId)?.family === 'evm')
    .map(({ chainId, name, symbol }) => ({ chainId, name, symbol }));
}

/** The chain's explorer page of an address or block, when the registry knows the chain. */
export function explorerHref(chainId: number, kind: 'address' | 'block', value: string | number): string | null {
  const chain = findChain(chainId);
  return chain?.family === 'evm' ? `${chain.explorerUrl}/${kind}/${value}` : null;
}
