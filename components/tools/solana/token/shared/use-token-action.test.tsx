/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, SystemProgram } from '@solana/web3.js';
import { act, renderHook, waitFor } from '@testing-library/react';
import { prepareTransaction } from '@/chains/solana/prepare';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import { isUserRejection } from '@/lib/errors';
import { keypairWallet } from '../testing/keypair-wallet';
import { CONFIRM_POLL_MS, type TokenActionPlan, TokenTransactionExpiredError } from './send-token-transaction';
import { PLAN_FRESH_MS, useTokenAction } from './use-token-action';

let chain: TestChain;
let payer: Keypair;
const receiver = Keypair.generate().publicKey;

beforeEach(() => {
  chain = createTestChain();
  payer = Keypair.generate();
  setLamports(chain, payer.publicKey, SOL);
});

afterEach(() => jest.restoreAllMocks());

/** A real prepared transaction (a transfer of `lamports`), with the costs the page would show. */
async function plan(lamports: number, serviceFee = 0n): Promise<TokenActionPlan> {
  const instructions = [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports })];
  const prepared = await prepareTransaction(chain.rpc, { payer: payer.publicKey, instructions });
  const costs = { serviceFee, networkFee: prepared.networkFee, rent: 0n };
  return { transaction: prepared.transaction, lastValidBlockHeight: prepared.lastValidBlockHeight, signers: [], costs };
}

const sends = () => chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length;

describe('useTokenAction', () => {
  it('sends nothing when the wallet declines, and reports it as a rejection', async () => {
    const wallet = {
      publicKey: payer.publicKey,
      sign: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    };
    const { result } = renderHook(() => useTokenAction(chain.rpc, wallet));
    await act(() => result.current.review(() => plan(10_000_000)));
    expect(result.current.state.phase).toBe('ready');
    await act(async () => {
      expect(await result.current.confirm()).toBeUndefined();
    });
    const state = result.current.state;
    expect(state.phase).toBe('failed');
    expect(state.phase === 'failed' && isUserRejection(state.error)).toBe(true);
    expect(sends()).toBe(0);
  });

  it('prepares an old plan again before signing; shows changed costs instead of signing them', async () => {
    const wallet = keypairWallet(payer);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const prepare = jest.fn(() => plan(10_000_000, 5n));
    const { result } = renderHook(() => useTokenAction(chain.rpc, wallet));
    await act(() => result.current.review(prepare));
    expect(result.current.state).toMatchObject({ phase: 'ready', costsChanged: false });
    now.mockReturnValue(1_000_000 + PLAN_FRESH_MS + 1);
    prepare.mockImplementationOnce(() => plan(10_000_000, 7n));
    await act(async () => {
      expect(await result.current.confirm()).toBeUndefined();
    });
    expect(result.current.state).toMatchObject({ phase: 'ready', costsChanged: true });
    expect(wallet.approvals).toEqual([]);

    // Same costs on the fresh plan: it is the one signed and sent.
    now.mockReturnValue(1_000_000 + 2 * PLAN_FRESH_MS + 2);
    prepare.mockImplementationOnce(() => plan(10_000_000, 7n));
    await act(async () => {
      expect(await result.current.confirm()).toEqual(expect.any(String));
    });
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(wallet.approvals).toEqual([1]);
    expect(lamportsOf(chain, receiver)).toBe(10_000_000n);
  });

  /**
   * The node takes the transaction but the answer is lost (a dropped connection), and the status reads fail too: the
   * page follows the signature and allows no new review until the chain answers.
   */
  function flakyRpc(options: { dropSend?: boolean } = {}) {
    let chainAnswers = false;
    const rpc = Object.create(chain.rpc) as typeof chain.rpc;
    rpc.sendRawTransaction = async (raw: Parameters<typeof chain.rpc.sendRawTransaction>[0]) => {
      if (options.dropSend) chain.rpc.dropNextSends(1);
      await chain.rpc.sendRawTransaction(raw);
      throw new TypeError('fetch failed');
    };
    rpc.getSignatureStatuses = async (...args) => {
      if (!chainAnswers) throw new TypeError('fetch failed');
      return chain.rpc.getSignatureStatuses(...args);
    };
    const answer = () => {
      chainAnswers = true;
    };
    return { rpc, answer };
  }

  it('keeps following a transaction whose broadcast threw after the node took it; no second review meanwhile', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { rpc, answer } = flakyRpc();
      const { result } = renderHook(() => useTokenAction(rpc, keypairWallet(payer)));
      await act(() => result.current.review(() => plan(10_000_000)));
      let confirmed: Promise<string | undefined> = Promise.resolve(undefined);
      act(() => {
        confirmed = result.current.confirm();
      });
      await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'sending', checking: true }));
      const { signature } = result.current.state as { signature: string };
      expect(result.current.isBusy).toBe(true);

      const again = jest.fn(() => plan(10_000_000));
      await act(() => result.current.review(again));
      await act(() => jest.advanceTimersByTimeAsync(3 * CONFIRM_POLL_MS));
      expect(again).not.toHaveBeenCalled();
      expect(result.current.state).toMatchObject({ phase: 'sending', signature, checking: true });

      answer();
      await act(() => jest.advanceTimersByTimeAsync(2 * CONFIRM_POLL_MS));
      await act(async () => {
        expect(await confirmed).toBe(signature);
      });
      expect(result.current.state).toEqual({ phase: 'done', signature });
      expect(lamportsOf(chain, receiver)).toBe(10_000_000n);
    } finally {
      jest.useRealTimers();
    }
  });

  it('allows a new review once the chain proves a lost broadcast expired', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { rpc, answer } = flakyRpc({ dropSend: true });
      const { result } = renderHook(() => useTokenAction(rpc, keypairWallet(payer)));
      await act(() => result.current.review(() => plan(10_000_000)));
      let confirmed: Promise<string | undefined> = Promise.resolve(undefined);
      act(() => {
        confirmed = result.current.confirm();
      });
      await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'sending', checking: true }));
      // Still within the blockhash's life: it may land, so the page keeps waiting.
      answer();
      await act(() => jest.advanceTimersByTimeAsync(2 * CONFIRM_POLL_MS));
      expect(result.current.state).toMatchObject({ phase: 'sending' });

      chain.rpc.advanceBlocks(200);
      await act(() => jest.advanceTimersByTimeAsync(2 * CONFIRM_POLL_MS));
      await act(async () => {
        expect(await confirmed).toBeUndefined();
      });
      const state = result.current.state;
      expect(state.phase === 'failed' && state.error instanceof TokenTransactionExpiredError).toBe(true);
      expect(lamportsOf(chain, receiver)).toBe(0n);
      expect(result.current.isBusy).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
