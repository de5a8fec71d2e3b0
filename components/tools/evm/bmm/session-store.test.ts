import type { Address, Hex } from 'viem';
import { createLocalStore } from '@/lib/http/local-store';
import { parseKeyList } from '../key-batch/keys';
import { freshWallets } from '../key-batch/test-support';
import { SessionRunner } from './session-runner';
import { loadSession, SESSION_STORAGE_KEY, saveSession, serializeSession } from './session-store';
import { newSession, type SessionSettings, type SessionState } from './session-types';

const wallets = freshWallets(3);

const SETTINGS: SessionSettings = {
  chainId: 56,
  wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  dex: {
    kind: 'universal',
    id: 'uniswap-universal-v3',
    name: 'Uniswap Universal Router (V3 pools)',
    router: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
    permit2: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
    pool: 'v3',
    factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
    quoter: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
    feeTiers: [3000, 500],
  },
  token: '0x55d398326f99059fF775485246999027B3197955',
  tokenDecimals: 18,
  tokenSymbol: 'USDT',
  wallets: wallets.map((wallet) => wallet.address),
  pattern: { kind: 'random', buyBps: 6_000 },
  buyRange: { min: 10n ** 16n, max: 10n ** 17n },
  sellRange: { min: 10n ** 18n, max: 123_456_789_012_345_678_901_234_567_890n },
  intervalSeconds: { min: 30, max: 90 },
  slippageBps: 150,
  deadlineMinutes: 20,
  tokenFeeBps: 0,
  band: { bottom: 1n, top: 2n ** 200n },
  onBandExit: 'stop',
  budgetWei: 10n ** 18n,
  targetVolumeWei: 5n * 10n ** 18n,
  endAt: 1_900_000_000,
  maxTrades: 500,
};

function state(): SessionState {
  return {
    ...newSession(SETTINGS),
    status: 'running',
    nextAt: 1_800_000_123,
    lastSide: 'buy',
    lastPriceWei: 12_345n,
    txs: [
      {
        id: 1,
        kind: 'trade',
        wallet: wallets[0].address,
        side: 'buy',
        hash: `0x${'1f'.repeat(32)}` as Hex,
        nonce: 7,
        at: 1_800_000_000,
        amountIn: 10n ** 17n,
        quotedOut: 999n,
        minimumOut: 989n,
        priceWei: 12_345n,
        status: 'sent',
      },
    ],
    log: [{ at: 1_800_000_000, code: 'started' }],
  };
}

function memoryStore() {
  const memory = new Map<string, string>();
  const store = createLocalStore({
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  });
  return { memory, store };
}

describe('the saved session', () => {
  it('reads back exactly what was saved, bigints and all', async () => {
    const { store } = memoryStore();
    saveSession(store, state());
    expect(await loadSession(store)).toEqual(state());
  });

  it('holds no key, and a reloaded running session waits paused for its keys', async () => {
    const { memory, store } = memoryStore();
    const keys = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
    const runner = new SessionRunner(
      { ...state(), status: 'ready' },
      {
        client: {} as never,
        ring: keys.ring,
        clock: async () => 1_800_000_200,
        save: (value) => saveSession(store, value),
      },
    );
    await runner.stop();
    expect(memory.get(SESSION_STORAGE_KEY)).toContain('"stopped"');
    saveSession(store, state());
    const text = memory.get(SESSION_STORAGE_KEY) ?? '';
    expect(text).toContain(wallets[0].address);
    for (const wallet of wallets) expect(text.toLowerCase()).not.toContain(wallet.key.slice(2).toLowerCase());
    const reloaded = new SessionRunner((await loadSession(store)) as SessionState, {
      client: {} as never,
      ring: parseKeyList('').ring,
      clock: async () => 0,
    });
    expect(reloaded.snapshot.status).toBe('paused');
    expect(reloaded.walletsWithKeys()).toEqual([]);
    reloaded.setRing(keys.ring);
    expect(reloaded.walletsWithKeys()).toEqual(SETTINGS.wallets);
  });

  it.each([
    ['another version', (value: Record<string, unknown>) => ({ ...value, version: 2 })],
    [
      'a negative amount',
      (value: Record<string, unknown>) => ({ ...value, txs: [{ ...(value.txs as object[])[0], amountIn: '-1' }] }),
    ],
    [
      'a bad hash',
      (value: Record<string, unknown>) => ({ ...value, txs: [{ ...(value.txs as object[])[0], hash: '0x12' }] }),
    ],
    [
      'a fractional amount',
      (value: Record<string, unknown>) => ({ ...value, settings: { ...(value.settings as object), budgetWei: '1.5' } }),
    ],
    ['an unknown status', (value: Record<string, unknown>) => ({ ...value, status: 'lost' })],
    [
      'no wallets',
      (value: Record<string, unknown>) => ({ ...value, settings: { ...(value.settings as object), wallets: [] } }),
    ],
  ])('refuses %s and forgets it', async (_, change) => {
    const { memory, store } = memoryStore();
    const value = JSON.parse(serializeSession(state())) as Record<string, unknown>;
    memory.set(SESSION_STORAGE_KEY, JSON.stringify(change(value)));
    expect(await loadSession(store)).toBeNull();
    expect(memory.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('finds nothing when nothing was saved, and survives unreadable text', async () => {
    const { memory, store } = memoryStore();
    expect(await loadSession(store)).toBeNull();
    memory.set(SESSION_STORAGE_KEY, '{not json');
    expect(await loadSession(store)).toBeNull();
  });

  it('keeps addresses checksummed whatever case was stored', async () => {
    const { memory, store } = memoryStore();
    const value = JSON.parse(serializeSession(state())) as { settings: { token: string } };
    value.settings.token = value.settings.token.toLowerCase();
    memory.set(SESSION_STORAGE_KEY, JSON.stringify(value));
    expect((await loadSession(store))?.settings.token).toBe(SETTINGS.token as Address);
  });
});
