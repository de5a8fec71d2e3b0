import { createBurnCheckedInstruction, createMintToCheckedInstruction } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { lamportsOf, SOL, setLamports, signAndSend, tokenBalanceOf } from '../testing/fixtures';
import { associatedTokenAddress, type TokenProgramName } from '../token-accounts';
import { prepareTokenAction } from './action';
import { TokenActionError } from './errors';
import { prepareFreezeAccount } from './freeze';
import { readTokenForManagement } from './read';
import { prepareBurnTokens, prepareMintTokens } from './supply';
import { createTokenTestChain, publishSplToken, publishToken2022, type TokenTestChain } from './token-test-chain';

let chain: TokenTestChain;

beforeEach(() => {
  chain = createTokenTestChain();
});

async function expectRefused(promise: Promise<unknown>, code: string, authority?: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TokenActionError);
  expect((error as TokenActionError).code).toBe(code);
  if (authority) expect((error as TokenActionError).details.authority).toBe(authority);
}

describe.each<TokenProgramName>(['spl', 'token-2022'])('burn and mint more (%s) on litesvm', (program) => {
  const publish = (options: Parameters<typeof publishToken2022>[1] = {}) =>
    program === 'spl' ? publishSplToken(chain, options) : publishToken2022(chain, options);

  it('burns from the owner and mints to the owner and to a new holder, 0.05 SOL each', async () => {
    const mint = await publish({ supply: 1_000_000_000n, decimals: 6 });
    const owner = chain.creator;
    const fee = { receiver: chain.feeReceiver };
    const burn = await prepareBurnTokens(chain.rpc, {
      owner: owner.publicKey,
      mint,
      amount: 250_000_000n,
      decimals: 6,
      fee,
    });
    await signAndSend(chain, burn.transaction, [owner]);
    const holder = Keypair.generate().publicKey;
    for (const recipient of [undefined, holder]) {
      const prepared = await prepareMintTokens(chain.rpc, {
        authority: owner.publicKey,
        mint,
        recipient,
        amount: 5_000_000n,
        decimals: 6,
        fee,
      });
      expect(prepared.fee).toBe(50_000_000n);
      await signAndSend(chain, prepared.transaction, [owner]);
    }
    const token = await readTokenForManagement(chain.rpc, mint, owner.publicKey);
    expect(token.supply).toBe(760_000_000n);
    expect(token.ownerAccount.amount).toBe(755_000_000n);
    expect(tokenBalanceOf(chain, associatedTokenAddress(holder, mint, token.programId))).toBe(5_000_000n);
    expect(lamportsOf(chain, chain.feeReceiver)).toBe(SOL + 3n * 50_000_000n);
  });

  it('refuses, before signing: above balance, wrong decimals, frozen account, no account, zero', async () => {
    const mint = await publish({ supply: 1_000n, decimals: 2 });
    const owner = chain.creator.publicKey;
    const burn = (amount: bigint, decimals = 2, who = owner) =>
      prepareBurnTokens(chain.rpc, { owner: who, mint, amount, decimals });
    await expectRefused(burn(1_001n), 'amountAboveBalance');
    await expectRefused(burn(1n, 3), 'wrongDecimals');
    await expectRefused(burn(0n), 'zeroAmount');
    await expectRefused(burn(1n, 2, Keypair.generate().publicKey), 'noTokenAccount');
    const freeze = await prepareFreezeAccount(chain.rpc, { authority: owner, mint, holder: owner });
    await signAndSend(chain, freeze.transaction, [chain.creator]);
    await expectRefused(burn(1n), 'accountFrozen');
    await expectRefused(
      prepareMintTokens(chain.rpc, { authority: owner, mint, amount: 1n, decimals: 2 }),
      'accountFrozen',
    );
  });

  it('refuses minting: not the authority, authority revoked, wrong decimals, u64 overflow', async () => {
    const mint = await publish({ supply: (1n << 64n) - 10n, decimals: 0 });
    const stranger = Keypair.generate();
    const mintMore = (amount: bigint, decimals = 0, authority = chain.creator.publicKey) =>
      prepareMintTokens(chain.rpc, { authority, mint, amount, decimals });
    await expectRefused(mintMore(1n, 0, stranger.publicKey), 'notAuthority', 'mint');
    await expectRefused(mintMore(1n, 6), 'wrongDecimals');
    await expectRefused(mintMore(10n), 'supplyOverflow');
    const fixed = await publish({ supply: 5n, decimals: 0, revokeMintAuthority: true });
    await expectRefused(
      prepareMintTokens(chain.rpc, { authority: chain.creator.publicKey, mint: fixed, amount: 1n, decimals: 0 }),
      'authorityRevoked',
      'mint',
    );
  });

  it("maps the token program's own refusals (checks bypassed) to the same codes", async () => {
    const mint = await publish({ supply: 100n, decimals: 2 });
    const stranger = Keypair.generate();
    setLamports(chain, stranger.publicKey, SOL);
    const owner = await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey);
    const run = (token: typeof owner, instruction: ReturnType<typeof createBurnCheckedInstruction>) =>
      prepareTokenAction(chain.rpc, token, { instructions: [instruction], fee: 0n }, {});
    const account = owner.ownerAccount.address;
    const burn = (amount: bigint, decimals: number) =>
      createBurnCheckedInstruction(account, mint, owner.owner, amount, decimals, [], owner.programId);
    await expectRefused(run(owner, burn(101n, 2)), 'amountAboveBalance');
    await expectRefused(run(owner, burn(1n, 3)), 'wrongDecimals');
    const asStranger = await readTokenForManagement(chain.rpc, mint, stranger.publicKey);
    const strangerMint = createMintToCheckedInstruction(mint, account, stranger.publicKey, 1n, 2, [], owner.programId);
    await expectRefused(run(asStranger, strangerMint), 'notAuthority');
  });
});
