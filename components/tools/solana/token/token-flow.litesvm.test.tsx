/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, type PublicKey } from '@solana/web3.js';
import { act, renderHook } from '@testing-library/react';
import { tokenToolFeeLamports } from '@/chains/solana/fees';
import { lamportsOf, SOL, setLamports } from '@/chains/solana/testing/fixtures';
import { resolveHolderAccount } from '@/chains/solana/token/freeze';
import { readTokenForManagement } from '@/chains/solana/token/read';
import { createTokenTestChain, type TokenTestChain } from '@/chains/solana/token/token-test-chain';
import { prepareBurnPlan, prepareFreezePlan, prepareMintPlan, prepareRevokePlan } from './account/account-flow';
import { parseAmountField } from './account/parse-amount';
import { preparePublishPlan } from './publish/publish-flow';
import { checkPublishForm, INITIAL_PUBLISH_FORM } from './publish/publish-form';
import { sectionReason } from './shared/block-reasons';
import type { TokenActionPlan } from './shared/send-token-transaction';
import { useTokenAction } from './shared/use-token-action';
import { keypairWallet } from './testing/keypair-wallet';
import { prepareUpdatePlan } from './update/update-flow';
import { checkUpdateForm, formFromMetadata } from './update/update-form';

/**
 * The pages' own code path on litesvm: form checks → prepare (library, simulated) → the review/sign hook → the
 * wallet signs (a key pair standing in) → broadcast → confirmation; every effect read back from the chain.
 */

let chain: TokenTestChain;

beforeEach(() => {
  chain = createTokenTestChain();
});

/** Review then confirm through useTokenAction, as the pages' buttons do; the payer's SOL must drop by the costs. */
async function run(payer: Keypair, prepare: () => Promise<TokenActionPlan>) {
  const wallet = keypairWallet(payer);
  const { result, unmount } = renderHook(() => useTokenAction(chain.rpc, wallet));
  await act(() => result.current.review(prepare));
  const state = result.current.state;
  if (state.phase !== 'ready') throw new Error(`Not ready: ${JSON.stringify(state, (_k, v) => String(v))}`);
  const before = lamportsOf(chain, payer.publicKey);
  let signature: string | undefined;
  await act(async () => {
    signature = await result.current.confirm();
  });
  expect(result.current.state).toEqual({ phase: 'done', signature });
  const { costs } = state.plan;
  expect(before - lamportsOf(chain, payer.publicKey)).toBe(costs.serviceFee + costs.networkFee + costs.rent);
  expect(wallet.approvals).toEqual([1]);
  unmount();
  return costs;
}

function amount(text: string, decimals: number): bigint {
  const { units } = parseAmountField(text, decimals);
  if (units === undefined) throw new Error(`bad amount ${text}`);
  return units;
}

describe('the Solana token pages on litesvm', () => {
  it('publishes a Token-2022 token, updates it, mints, burns, freezes / thaws a holder and revokes minting', async () => {
    const { creator, feeReceiver, rpc } = chain;
    const owner = creator.publicKey;
    const feeBefore = lamportsOf(chain, feeReceiver);

    // Publish: the form as typed, then the fresh mint key pair signing after the wallet.
    const form = { ...INITIAL_PUBLISH_FORM, program: 'token-2022' as const, decimals: '6' };
    const checked = checkPublishForm({
      ...form,
      name: '链工具 Chainkit',
      symbol: 'CKT',
      supply: '1000.5',
      uri: 'https://e.com/c.json',
    });
    if (!checked.value) throw new Error('form refused');
    const mintKey = Keypair.generate();
    const request = { creator: owner, feeReceiver, program: form.program, input: checked.value, mint: mintKey };
    const published = await run(creator, () =>
      preparePublishPlan(rpc, { ...request, revokeMint: false, revokeFreeze: false }),
    );
    expect(published.serviceFee).toBe(tokenToolFeeLamports('publish'));
    expect(published.rent).toBeGreaterThan(0n);
    const mint: PublicKey = mintKey.publicKey;
    let token = await readTokenForManagement(rpc, mint, owner);
    expect(token).toMatchObject({ program: 'token-2022', decimals: 6, supply: 1_000_500_000n });
    expect(token.metadata).toMatchObject({ name: '链工具 Chainkit', symbol: 'CKT', uri: 'https://e.com/c.json' });

    // Update: the form filled from the chain, edited, grown (Token-2022 rent top-up shown as rent).
    const update = checkUpdateForm({
      ...formFromMetadata(token.metadata),
      name: 'Chainkit Token',
      uri: 'https://example.com/a-longer-metadata-address/ckt.json',
    });
    if (!update.value) throw new Error('update refused');
    const updateValue = update.value;
    const updated = await run(creator, () => prepareUpdatePlan(rpc, { ...updateValue, owner, mint, feeReceiver }));
    expect(updated.serviceFee).toBe(tokenToolFeeLamports('update'));
    expect(updated.rent).toBeGreaterThan(0n);
    token = await readTokenForManagement(rpc, mint, owner);
    expect(token.metadata).toMatchObject({
      name: 'Chainkit Token',
      symbol: 'CKT',
      uri: 'https://example.com/a-longer-metadata-address/ckt.json',
    });

    // Mint to a holder whose account does not exist yet: its rent is in the costs.
    const holder = Keypair.generate();
    setLamports(chain, holder.publicKey, SOL);
    const common = { owner, mint, feeReceiver, decimals: 6 };
    const minted = await run(creator, () =>
      prepareMintPlan(rpc, { ...common, amount: amount('250', 6), recipient: holder.publicKey }),
    );
    expect(minted.rent).toBe(BigInt(await rpc.getMinimumBalanceForRentExemption(170)));
    expect(minted.serviceFee).toBe(tokenToolFeeLamports('mint'));
    const holderToken = await readTokenForManagement(rpc, mint, holder.publicKey);
    expect(holderToken.ownerAccount).toMatchObject({ exists: true, amount: 250_000_000n });

    // Burn from the wallet's own account.
    await run(creator, () => prepareBurnPlan(rpc, { ...common, amount: amount('0.5', 6) }));
    token = await readTokenForManagement(rpc, mint, owner);
    expect(token.ownerAccount.amount).toBe(1_000_000_000n);
    expect(token.supply).toBe(1_250_000_000n);

    // Freeze the holder, then thaw.
    await run(creator, () => prepareFreezePlan(rpc, { ...common, holder: holder.publicKey, thaw: false }));
    expect((await resolveHolderAccount(rpc, token, holder.publicKey)).isFrozen).toBe(true);
    await run(creator, () => prepareFreezePlan(rpc, { ...common, holder: holder.publicKey, thaw: true }));
    expect((await resolveHolderAccount(rpc, token, holder.publicKey)).isFrozen).toBe(false);

    // Revoke the mint authority (free): the mint section then says why it is closed.
    const revoked = await run(creator, () => prepareRevokePlan(rpc, { owner, mint, feeReceiver, authority: 'mint' }));
    expect(revoked).toEqual({ serviceFee: 0n, networkFee: 5_000n, rent: 0n });
    token = await readTokenForManagement(rpc, mint, owner);
    expect(token.mintAuthority).toBeNull();
    expect(sectionReason(token, true, 'mint')).toEqual({ key: 'mintRevoked' });
    expect(sectionReason(token, true, 'burn')).toBeUndefined();

    const fees = ['publish', 'update', 'mint', 'burn', 'freeze', 'freeze'] as const;
    const total = fees.reduce((sum, action) => sum + tokenToolFeeLamports(action), 0n);
    expect(lamportsOf(chain, feeReceiver) - feeBefore).toBe(total);
  }, 60_000);
});
