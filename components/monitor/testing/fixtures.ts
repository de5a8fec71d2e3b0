import { createFakeHttpClient, type FakeHttpClient } from '@/lib/client/testing/fake-http-client';
import type { UserInfo } from '@/lib/client/user';
import type { HttpClient, Query } from '@/lib/http';
import type { MonitorEntry, MonitorEvent, MonitorList } from '../monitor-api';

/** Small builders for the monitor views' tests. */
export const WALLET = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
export const WALLET_EIP55 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const USDT = '0x55d398326f99059ff775485246999027b3197955';

export const USER: UserInfo = {
  email: 'a@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'ABC123',
  hasPassword: true,
  vipFeatures: [
    { feature: 'balanceMonitor', vipExpireTime: '2099-01-01T00:00:00.000Z', isVip: true, credit: 0 },
    { feature: 'monitorNotify', vipExpireTime: '2099-01-01T00:00:00.000Z', isVip: true, credit: 0 },
  ],
};

export function monitorEvent(id: number, overrides: Partial<MonitorEvent> = {}): MonitorEvent {
  return {
    id,
    oldBalance: '1',
    newBalance: '1.5',
    change: '0.5',
    blockNumber: 100 + id,
    observedAt: '2026-03-04T05:06:07.000Z',
    ...overrides,
  };
}

export function monitorEntry(id: number, overrides: Partial<MonitorEntry> = {}): MonitorEntry {
  return {
    id,
    chainId: 56,
    chainName: 'BNB Smart Chain',
    address: WALLET,
    token: 'native',
    symbol: 'BNB',
    decimals: 18,
    label: null,
    balance: '1.5',
    balanceBlock: 200,
    checkedAt: '2026-03-04T05:06:07.000Z',
    createdAt: '2026-03-01T00:00:00.000Z',
    isPaused: false,
    recentEvents: [],
    ...overrides,
  };
}

export function monitorList(entries: MonitorEntry[], limit = 20): MonitorList {
  return { entries, count: entries.length, limit, vipExpireTime: '2099-01-01T00:00:00.000Z' };
}

/** A fake client whose GETs also record their query (the fake itself answers by path only). */
export function fakeMonitorHttp(answers: Record<string, unknown>): {
  fake: FakeHttpClient;
  http: HttpClient;
  queries: { path: string; query?: Query }[];
} {
  const fake = createFakeHttpClient({ 'GET /api/v1/account/info': USER, ...answers });
  const queries: { path: string; query?: Query }[] = [];
  const get = <T>(path: string, query?: Query) => {
    queries.push({ path, query });
    return fake.get<T>(path);
  };
  return { fake, http: { ...fake, get }, queries };
}
