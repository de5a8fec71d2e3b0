import { type Address, parseEther, parseUnits } from 'viem';
import { DEX_CODE } from '@/chains/evm/dex/errors';
import type { Dex } from '@/chains/evm/dex/registry';
import { type DexStand, tokenBalance } from '@/chains/evm/dex/testing/dex-stand';
import { setUpDexSuite } from '@/chains/evm/dex/testing/dex-suite';
import { createLocalStore } from '@/lib/http/local-store';
import type { AnvilInstance } from '@/test/anvil';
import { targetFor } from '../key-batch/chain';
import { parseKeyList } from '../key-batch/keys';
import { fastClient, faultyClient, freshWallets } from '../key-batch/test-support';
import { sessionTotals } from './scheduler';
import { SessionRunner } from './session-runner';
import { loadSession, SESSION_STORAGE_KEY, saveSession } from './session-store';
import { newSession, type SessionSettings, type SessionState } from './session-types';
import { seededRandom } from './testing-random';

// Market-making sessions on real Uniswap V2 (npm artifacts) on one anvil, driven by anvil's clock: the runner's
// clock is the latest block's time and the test moves it (evm_increaseTime + evm_mine), never a wall-clock sleep.

const WALLET_COUNT = 10;
let anvil: AnvilInstance;
let stand: DexStand;
let token: Address;
let honeypot: Address;
const wallets = freshWallets(WALLET_COUNT);
const keys = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
/** 1,000,000 tokens against 100 coins: 10^14 wei per token. */
const START_PRICE = 10n ** 14n;

setUpDexSuite(
  wallets.map((wallet) => wallet.address),
  (suite) => {
    ({ anvil, stand, token, honeypot } = suite);
  },
);

function client() {
  return fastClient(targetFor(anvil.chainId, anvil.rpcUrl, true));
}

const chainClock = async () => Number((await stand.client.getBlock({ blockTag: 'latest' })).timestamp);

function settings(change: Partial<SessionSettings> = {}): SessionSettings {
  return {
    chainId: anvil.chainId,
    wrappedNative: stand.weth,
    dex: stand.dexes.dexes.find((entry) => entry.id === 'uniswap-v2') as Dex,
    token,
    tokenDecimals: 18,
    tokenSymbol: 'TT',
    wallets: wallets.map((wallet) => wallet.address),
    pattern: { kind: 'random', buyBps: 6_500 },
    buyRange: { min: parseEther('0.02'), max: parseEther('0.1') },
    sellRange: { min: parseUnits('200', 18), max: parseUnits('1000', 18) },
    intervalSeconds: { min: 30, max: 120 },
    slippageBps: 100,
    deadlineMinutes: 20,
    tokenFeeBps: 0,
    onBandExit: 'pause',
    ...change,
  };
}

/** Ticks the runner and moves anvil's clock to each next trade, until the session stops (or `until` says so). */
async function drive(runner: SessionRunner, until: (state: SessionState) => boolean = () => false): Promise<void> {
  for (let guard = 0; guard < 5_000; guard += 1) {
    await runner.tick();
    const state = runner.snapshot;
    if (state.status !== 'running' || until(state)) return;
    const now = await chainClock();
    const wait = (state.nextAt ?? now) - now;
    if (wait > 0) {
      await stand.testClient.increaseTime({ seconds: wait });
      await stand.testClient.mine({ blocks: 1 });
    }
  }
  throw new Error('the session did not stop');
}

async function coins(): Promise<bigint[]> {
  return Promise.all(wallets.map((wallet) => stand.client.getBalance({ address: wallet.address })));
}

describe('a market-making session on anvil', () => {
  it('makes 200 trades over 10 wallets, inside its band and budget, every trade once on chain', async () => {
    const band = { bottom: (START_PRICE * 97n) / 100n, top: (START_PRICE * 103n) / 100n };
    const budgetWei = parseEther('3');
    const coins0 = await coins();
    const saved: string[] = [];
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => {
        memory.set(key, value);
        saved.push(value);
      },
      removeItem: (key: string) => memory.delete(key),
    };
    const local = createLocalStore(storage);
    const runner = new SessionRunner(newSession(settings({ band, budgetWei, maxTrades: 200 })), {
      client: client(),
      ring: keys.ring,
      clock: chainClock,
      random: seededRandom(21),
      save: (state) => saveSession(local, state),
    });
    await runner.start();
    await drive(runner);
    const state = runner.snapshot;
    const totals = sessionTotals(state);
    expect({ status: state.status, reason: state.stopReason }).toEqual({ status: 'stopped', reason: 'trades' });
    expect(totals.trades).toBe(200);
    expect(totals.unresolved).toBe(0);
    const trades = state.txs.filter((tx) => tx.kind === 'trade');
    expect(trades.every((tx) => tx.status === 'confirmed')).toBe(true);
    // Every wallet took part, and both sides were traded.
    expect(totals.wallets.filter((wallet) => wallet.trades > 0)).toHaveLength(WALLET_COUNT);
    expect(trades.some((tx) => tx.side === 'sell')).toBe(true);

    // The band: no buy above its top, no sell below its bottom, at the realised amounts (from the receipts).
    for (const tx of trades) {
      const out = tx.amountOut ?? 0n;
      expect(out).toBeGreaterThanOrEqual(tx.minimumOut);
      expect(tx.minimumOut).toBeGreaterThan(0n);
      if (tx.side === 'buy') expect((tx.amountIn * 10n ** 18n) / out).toBeLessThanOrEqual(band.top);
      else expect((out * 10n ** 18n) / tx.amountIn).toBeGreaterThanOrEqual(band.bottom);
    }
    // The band held the buys back at times (the pattern buys more than it sells).
    expect(state.log.some((entry) => entry.code === 'band-wait')).toBe(true);

    // The rhythm: trades at least the shortest interval apart, by the chain's clock.
    for (let index = 1; index < trades.length; index += 1) {
      expect(trades[index].at - trades[index - 1].at).toBeGreaterThanOrEqual(30);
    }

    // On chain: each wallet sent exactly the session's transactions (none twice, none outside the log), and
    // the coins it spent and the tokens it holds are the session's totals to the wei.
    const coins1 = await coins();
    let spentOnChain = 0n;
    for (const [index, wallet] of wallets.entries()) {
      const own = state.txs.filter((tx) => tx.wallet === wallet.address);
      expect(await stand.client.getTransactionCount({ address: wallet.address })).toBe(own.length);
      expect(own.map((tx) => tx.nonce).sort((a, b) => a - b)).toEqual(own.map((_, nonce) => nonce));
      const walletTotals = totals.wallets.find((entry) => entry.wallet === wallet.address);
      expect(coins1[index] - coins0[index]).toBe(walletTotals?.realised);
      expect(await tokenBalance(stand, token, wallet.address)).toBe(
        (walletTotals?.tokensIn ?? 0n) - (walletTotals?.tokensOut ?? 0n),
      );
      spentOnChain += coins0[index] - coins1[index];
    }
    for (const tx of state.txs) {
      const onChain = await stand.client.getTransaction({ hash: tx.hash });
      expect(onChain.from.toLowerCase()).toBe(tx.wallet.toLowerCase());
      expect(onChain.nonce).toBe(tx.nonce);
    }
    expect(spentOnChain).toBe(totals.spent);
    expect(totals.spent).toBeLessThanOrEqual(budgetWei);

    // What was saved along the way never held a key, and the last save reads back as the session.
    const keyHexes = wallets.map((wallet) => wallet.key.slice(2).toLowerCase());
    for (const text of saved) for (const hex of keyHexes) expect(text.toLowerCase()).not.toContain(hex);
    const reloaded = await loadSession(local);
    expect(reloaded?.txs).toEqual(state.txs);
    expect(memory.has(SESSION_STORAGE_KEY)).toBe(true);
  }, 300_000);

  it('refuses a honeypot before anything is signed', async () => {
    const runner = new SessionRunner(newSession(settings({ token: honeypot })), {
      client: client(),
      ring: keys.ring,
      clock: chainClock,
    });
    await expect(runner.start()).rejects.toMatchObject({ code: DEX_CODE.HONEYPOT });
    expect(runner.snapshot.status).toBe('ready');
    expect(runner.snapshot.txs).toEqual([]);
    for (const wallet of wallets) expect(await stand.client.getTransactionCount({ address: wallet.address })).toBe(0);
  }, 60_000);

  it('ends on its budget: no trade signed past it, the coins spent on chain are the totals', async () => {
    const budgetWei = parseEther('0.5');
    const coins0 = await coins();
    const runner = new SessionRunner(
      newSession(
        settings({
          pattern: { kind: 'buy-only' },
          buyRange: { min: parseEther('0.05'), max: parseEther('0.12') },
          budgetWei,
        }),
      ),
      { client: client(), ring: keys.ring, clock: chainClock, random: seededRandom(7) },
    );
    await runner.start();
    await drive(runner);
    const totals = sessionTotals(runner.snapshot);
    expect(runner.snapshot.stopReason).toBe('budget');
    expect(totals.trades).toBeGreaterThanOrEqual(4);
    const coins1 = await coins();
    const spent = coins0.reduce((sum, value, index) => sum + value - coins1[index], 0n);
    expect(spent).toBe(totals.spent);
    expect(spent).toBeLessThanOrEqual(budgetWei);
  }, 120_000);

  // The tab dies right after signing a trade: its broadcast reached the node but the answer was lost
  // ('fail-after'), or it never left ('fail-before'). The reloaded session asks the chain before it goes on.
  it.each([
    ['fail-after', 'confirmed'],
    ['fail-before', 'dropped'],
  ] as const)(
    'resumes after a reload cut at a signed trade (%s) without a duplicate',
    async (fault, outcome) => {
      const memory = new Map<string, string>();
      const local = createLocalStore({
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      });
      let sends = 0;
      let dead = false;
      const dying = faultyClient(targetFor(anvil.chainId, anvil.rpcUrl, true), (method) => {
        if (dead) return 'fail-before';
        if (method !== 'eth_sendRawTransaction') return 'pass';
        sends += 1;
        if (sends < 5) return 'pass';
        dead = true;
        return fault;
      });
      const first = new SessionRunner(
        newSession(settings({ pattern: { kind: 'alternate' }, maxTrades: 10, band: undefined })),
        {
          client: dying,
          ring: keys.ring,
          clock: chainClock,
          random: seededRandom(5),
          save: (s) => saveSession(local, s),
        },
      );
      await first.start();
      await drive(first, () => dead);
      // The page is gone: what remains is its storage, with the cut trade "sent".
      const saved = await loadSession(local);
      if (!saved) throw new Error('nothing saved');
      const cut = saved.txs.find((tx) => tx.status === 'sent');
      expect(cut).toBeDefined();
      expect(saved.status).toBe('running');

      // Reload: the keys are pasted again (a new ring, matched by address), the session resumes.
      const again = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
      const second = new SessionRunner(saved, {
        client: client(),
        ring: again.ring,
        clock: chainClock,
        random: seededRandom(6),
        save: (s) => saveSession(local, s),
      });
      expect(second.snapshot.status).toBe('paused');
      await second.resume();
      expect(second.snapshot.txs.find((tx) => tx.id === cut?.id)?.status).toBe(outcome);
      await drive(second);
      const state = second.snapshot;
      expect(state.stopReason).toBe('trades');
      expect(sessionTotals(state).trades).toBe(10);
      // On chain: exactly the session's landed transactions, each once, nonces without a gap.
      for (const wallet of wallets) {
        const landed = state.txs.filter((tx) => tx.wallet === wallet.address && tx.status !== 'dropped');
        expect(await stand.client.getTransactionCount({ address: wallet.address })).toBe(landed.length);
      }
      const dropped = state.txs.filter((tx) => tx.status === 'dropped');
      expect(dropped.map((tx) => tx.id)).toEqual(outcome === 'dropped' ? [cut?.id] : []);
      for (const tx of dropped) await expect(stand.client.getTransaction({ hash: tx.hash })).rejects.toThrow();
    },
    120_000,
  );

  it('settles a trade whose answer and first check were lost before its wallet signs again', async () => {
    let sends = 0;
    let failCheck = false;
    const flaky = faultyClient(targetFor(anvil.chainId, anvil.rpcUrl, true), (method) => {
      if (method === 'eth_sendRawTransaction') {
        sends += 1;
        if (sends === 3) {
          failCheck = true;
          return 'fail-after';
        }
      }
      if (failCheck && method === 'eth_getTransactionReceipt') {
        failCheck = false;
        return 'fail-before';
      }
      return 'pass';
    });
    const runner = new SessionRunner(
      newSession(settings({ wallets: [wallets[0].address], pattern: { kind: 'buy-only' }, maxTrades: 5 })),
      { client: flaky, ring: keys.ring, clock: chainClock, random: seededRandom(9) },
    );
    await runner.start();
    await drive(runner);
    const state = runner.snapshot;
    expect(state.log.filter((entry) => entry.code === 'error')).toHaveLength(1);
    expect(state.stopReason).toBe('trades');
    expect(state.txs.map((tx) => tx.status)).toEqual(Array(5).fill('confirmed'));
    expect(state.txs.map((tx) => tx.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(await stand.client.getTransactionCount({ address: wallets[0].address })).toBe(5);
  }, 60_000);

  // The other routes: a V3 pool through SwapRouter02, and the Universal Router (sells through Permit2: the token's
  // approval of Permit2, then Permit2's of the router, each a transaction of the session).
  it.each(['uniswap-v3', 'universal-v2', 'universal-v3'])(
    'alternates buys and sells through %s',
    async (id) => {
      const dex = stand.dexes.dexes.find((entry) => entry.id === id) as Dex;
      const runner = new SessionRunner(
        newSession(
          settings({
            dex,
            wallets: [wallets[0].address, wallets[1].address],
            pattern: { kind: 'alternate' },
            maxTrades: 6,
          }),
        ),
        { client: client(), ring: keys.ring, clock: chainClock, random: seededRandom(11) },
      );
      await runner.start();
      await drive(runner);
      const state = runner.snapshot;
      expect(state.stopReason).toBe('trades');
      const trades = state.txs.filter((tx) => tx.kind === 'trade');
      expect(trades.map((tx) => tx.side)).toEqual(['buy', 'sell', 'buy', 'sell', 'buy', 'sell']);
      expect(state.txs.every((tx) => tx.status === 'confirmed')).toBe(true);
      if (id.startsWith('universal')) expect(state.txs.some((tx) => tx.kind === 'permit2')).toBe(true);
      const totals = sessionTotals(state);
      for (const wallet of wallets.slice(0, 2)) {
        const own = state.txs.filter((tx) => tx.wallet === wallet.address);
        expect(await stand.client.getTransactionCount({ address: wallet.address })).toBe(own.length);
        const walletTotals = totals.wallets.find((entry) => entry.wallet === wallet.address);
        expect(await tokenBalance(stand, token, wallet.address)).toBe(
          (walletTotals?.tokensIn ?? 0n) - (walletTotals?.tokensOut ?? 0n),
        );
      }
      for (const tx of trades) expect(tx.amountOut ?? 0n).toBeGreaterThanOrEqual(tx.minimumOut);
    },
    120_000,
  );
});
