/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, type PublicKey } from '@solana/web3.js';
import { act, renderHook } from '@testing-library/react';
import { tokenToolFeeLamports } from '@/chains/solana/fees';
import { lamportsOf, SOL, setLamports } from '@/chains/solana/testing/fixtures';
import { readTokenForManagement } from '@/chains/solana/token/read';
import { createTokenTestChain, type TokenTestChain } from '@/chains/solana/token/token-test-chain';
import { prepareBurnPlan } from './account/account-flow';
import { preparePublishPlan } from './publish/publish-flow';
import { checkPublishForm, INITIAL_PUBLISH_FORM } from './publish/publish-form';
import type { TokenActionPlan } from './shared/send-token-transaction';
import { useTokenAction } from './shared/use-token-action';
import { keypairWallet } from './testing/keypair-wallet';

/** The inviter's share of the token tools' fees, through the pages' review/sign hook on litesvm. */

let chain: TokenTestChain;
let inviter: PublicKey;

beforeEach(() => {
  chain = createTokenTestChain();
  inviter = Keypair.generate().publicKey;
  setLamports(chain, inviter, SOL);
});

/** Review then confirm as the pages' buttons do; returns the costs shown before signing. */
async function run(prepare: () => Promise<TokenActionPlan>) {
  const wallet = keypairWallet(chain.creator);
  const { result, unmount } = renderHook(() => useTokenAction(chain.rpc, wallet));
  await act(() => result.current.review(prepare));
  const state = result.current.state;
  if (state.phase !== 'ready') throw new Error(`Not ready: ${JSON.stringify(state, (_k, v) => String(v))}`);
  await act(async () => {
    await result.current.confirm();
  });
  expect(result.current.state.phase).toBe('done');
  unmount();
  return state.plan.costs;
}

async function publishToken(referrer?: string): Promise<PublicKey> {
  const checked = checkPublishForm({
    ...INITIAL_PUBLISH_FORM,
    program: 'token-2022',
    decimals: '6',
    name: 'Referral',
    symbol: 'REF',
    supply: '1000',
    uri: 'https://e.com/r.json',
  });
  if (!checked.value) throw new Error('form refused');
  const mint = Keypair.generate();
  const input = checked.value;
  const costs = await run(() =>
    preparePublishPlan(chain.rpc, {
      creator: chain.creator.publicKey,
      feeReceiver: chain.feeReceiver,
      referrer,
      program: 'token-2022',
      input,
      revokeMint: false,
      revokeFreeze: false,
      mint,
    }),
  );
  expect(costs.referralShare).toBe(referrer === inviter.toBase58() ? 30_000_000n : undefined);
  return mint.publicKey;
}

describe('the token tools pay the inviter 30 % of the fee', () => {
  it('publish (0.1 SOL) and burn (0.05 SOL): the inviter gets 30 %, the receiver 70 %, as shown before signing', async () => {
    const { feeReceiver, rpc, creator } = chain;
    const receiverBefore = lamportsOf(chain, feeReceiver);
    const mint = await publishToken(inviter.toBase58());
    expect(lamportsOf(chain, inviter) - SOL).toBe(30_000_000n);
    expect(lamportsOf(chain, feeReceiver) - receiverBefore).toBe(70_000_000n);

    const burnFee = tokenToolFeeLamports('burn');
    const request = { owner: creator.publicKey, mint, feeReceiver, referrer: inviter.toBase58() };
    const costs = await run(() => prepareBurnPlan(rpc, { ...request, amount: 1_000_000n, decimals: 6 }));
    expect(costs).toMatchObject({ serviceFee: burnFee, referralShare: 15_000_000n });
    expect(lamportsOf(chain, inviter) - SOL).toBe(30_000_000n + 15_000_000n);
    expect(lamportsOf(chain, feeReceiver) - receiverBefore).toBe(70_000_000n + 35_000_000n);
    expect((await readTokenForManagement(rpc, mint, creator.publicKey)).supply).toBe(999_000_000n);
  });

  it('pays the receiver the whole fee for a fresh inviter address or one that is the wallet itself', async () => {
    const { feeReceiver, rpc, creator } = chain;
    const mint = await publishToken();
    const receiverBefore = lamportsOf(chain, feeReceiver);
    const fresh = Keypair.generate().publicKey;
    // Different amounts: two identical transactions under one blockhash would be one and the same.
    for (const [index, referrer] of [fresh.toBase58(), creator.publicKey.toBase58()].entries()) {
      const amount = BigInt(index + 1) * 1_000n;
      const request = { owner: creator.publicKey, mint, feeReceiver, referrer, amount, decimals: 6 };
      const costs = await run(() => prepareBurnPlan(rpc, request));
      expect(costs.referralShare).toBeUndefined();
    }
    expect(lamportsOf(chain, fresh)).toBe(0n);
    expect(lamportsOf(chain, feeReceiver) - receiverBefore).toBe(2n * tokenToolFeeLamports('burn'));
  });
});
