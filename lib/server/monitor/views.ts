import 'server-only';
import { formatUnits } from 'viem';
import type { MonitorEntry, MonitorEvent } from '@/db/schema';
import { chainName } from './chain-reader';

/** A balance change; balances and the change are exact decimal strings in token units. */
export interface MonitorEventView {
  id: number;
  oldBalance: string;
  newBalance: string;
  /** new − old, negative for a decrease. */
  change: string;
  blockNumber: number;
  observedAt: string;
}

export interface MonitorEntryView {
  id: number;
  chainId: number;
  chainName: string;
  address: string;
  /** `native` or the ERC-20 address (lowercase). */
  token: string;
  symbol: string;
  decimals: number;
  label: string | null;
  /** Exact decimal in token units; null until the first read. */
  balance: string | null;
  balanceBlock: number | null;
  checkedAt: string | null;
  createdAt: string;
  /** Beyond the allowance (after the credit dropped): kept, shown, but not polled. */
  isPaused: boolean;
  recentEvents: MonitorEventView[];
}

export function eventView(event: MonitorEvent, decimals: number): MonitorEventView {
  return {
    id: event.id,
    oldBalance: formatUnits(event.oldBalance, decimals),
    newBalance: formatUnits(event.newBalance, decimals),
    change: formatUnits(event.newBalance - event.oldBalance, decimals),
    blockNumber: event.blockNumber,
    observedAt: event.observedAt.toISOString(),
  };
}

export function entryView(entry: MonitorEntry, isPaused: boolean, events: readonly MonitorEvent[]): MonitorEntryView {
  return {
    id: entry.id,
    chainId: entry.chainId,
    chainName: chainName(entry.chainId),
    address: entry.address,
    token: entry.token,
    symbol: entry.tokenSymbol,
    decimals: entry.tokenDecimals,
    label: entry.label,
    balance: entry.lastBalance === null ? null : formatUnits(entry.lastBalance, entry.tokenDecimals),
    balanceBlock: entry.balanceBlock,
    checkedAt: entry.lastCheckedAt?.toISOString() ?? null,
    createdAt: entry.createdAt.toISOString(),
    isPaused,
    recentEvents: events.map((event) => eventView(event, entry.tokenDecimals)),
  };
}
