/** @jest-environment ./components/check-balance/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, SystemProgram } from '@solana/web3.js';
import { act, renderHook } from '@testing-library/react';
import { prepareTransaction } from '@/chains/solana/prepare';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import { isUserRejection } from '@/lib/errors';
import { keypairWallet } from '../testing/keypair-wallet';
import type { TokenActionPlan } from './send-token-transaction';
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
});
