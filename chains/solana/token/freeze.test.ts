import {
  createBurnCheckedInstruction,
  createFreezeAccountInstruction,
  createMintToCheckedInstruction,
} from '@solana/spl-token';
import { Keypair, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { lamportsOf, SOL, signAndSend } from '../testing/fixtures';
import { decodeTokenAccount, type TokenProgramName } from '../token-accounts';
import { prepareTokenAction } from './action';
import { TokenActionError } from './errors';
import { prepareFreezeAccount } from './freeze';
import { type ManagedToken, readTokenForManagement } from './read';
import { prepareMintTokens } from './supply';
import { createTokenTestChain, publishSplToken, publishToken2022, type TokenTestChain } from './token-test-chain';

let chain: TokenTestChain;

beforeEach(() => {
  chain = createTokenTestChain();
});

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => {
      if (!(error instanceof TokenActionError)) throw error;
      return [error.code, error.details.authority].filter(Boolean).join(':');
    },
  );
}

function isFrozen(account: PublicKey): boolean | undefined {
  const info = chain.svm.getAccount(account);
  return info ? decodeTokenAccount(account, { ...info, data: Buffer.from(info.data) })?.isFrozen : undefined;
}

describe.each<TokenProgramName>(['spl', 'token-2022'])('freeze and thaw (%s) on litesvm', (program) => {
  const publish = (options: Parameters<typeof publishToken2022>[1] = {}) =>
    program === 'spl' ? publishSplToken(chain, options) : publishToken2022(chain, options);

  /** A token with a holder who received some from the authority. */
  async function tokenWithHolder(options: Parameters<typeof publishToken2022>[1] = {}) {
    const mint = await publish({ decimals: 0, supply: 100n, ...options });
    const holder = Keypair.generate().publicKey;
    const sent = await prepareMintTokens(chain.rpc, {
      authority: chain.creator.publicKey,
      mint,
      recipient: holder,
      amount: 7n,
      decimals: 0,
    });
    await signAndSend(chain, sent.transaction, [chain.creator]);
    return { mint, holder };
  }

  it("freezes a holder's account (given the wallet) and thaws it (given the account), 0.05 SOL each", async () => {
    const { mint, holder } = await tokenWithHolder();
    const authority = chain.creator.publicKey;
    const fee = { receiver: chain.feeReceiver };
    const freeze = await prepareFreezeAccount(chain.rpc, { authority, mint, holder, fee });
    expect(freeze.target.holder.equals(holder)).toBe(true);
    await signAndSend(chain, freeze.transaction, [chain.creator]);
    expect(isFrozen(freeze.target.account)).toBe(true);
    const thaw = await prepareFreezeAccount(chain.rpc, {
      authority,
      mint,
      holder: freeze.target.account,
      thaw: true,
      fee,
    });
    expect(thaw.target.holder.equals(holder)).toBe(true);
    await signAndSend(chain, thaw.transaction, [chain.creator]);
    expect(isFrozen(freeze.target.account)).toBe(false);
    expect(lamportsOf(chain, chain.feeReceiver)).toBe(SOL + 100_000_000n);
  });

  it('refuses: not the authority, already frozen, not frozen, no account, authority revoked', async () => {
    const { mint, holder } = await tokenWithHolder();
    const authority = chain.creator.publicKey;
    const stranger = Keypair.generate().publicKey;
    expect(await codeOf(prepareFreezeAccount(chain.rpc, { authority: stranger, mint, holder }))).toBe(
      'notAuthority:freeze',
    );
    expect(await codeOf(prepareFreezeAccount(chain.rpc, { authority, mint, holder, thaw: true }))).toBe(
      'accountNotFrozen',
    );
    expect(await codeOf(prepareFreezeAccount(chain.rpc, { authority, mint, holder: stranger }))).toBe('noTokenAccount');
    const freeze = await prepareFreezeAccount(chain.rpc, { authority, mint, holder });
    await signAndSend(chain, freeze.transaction, [chain.creator]);
    expect(await codeOf(prepareFreezeAccount(chain.rpc, { authority, mint, holder }))).toBe('accountFrozen');
    const open = await publish({ decimals: 0, supply: 1n, revokeFreezeAuthority: true });
    expect(await codeOf(prepareFreezeAccount(chain.rpc, { authority, mint: open, holder: authority }))).toBe(
      'authorityRevoked:freeze',
    );
  });

  it("maps the token program's refusals: no freeze authority, frozen account, fixed supply", async () => {
    const run = (token: ManagedToken, instruction: TransactionInstruction) =>
      codeOf(prepareTokenAction(chain.rpc, token, { instructions: [instruction], fee: 0n }, {}));
    const owner = chain.creator.publicKey;
    const open = await publish({ decimals: 0, supply: 5n, revokeFreezeAuthority: true, revokeMintAuthority: true });
    const token = await readTokenForManagement(chain.rpc, open, owner);
    const account = token.ownerAccount.address;
    expect(await run(token, createFreezeAccountInstruction(account, open, owner, [], token.programId))).toBe(
      'authorityRevoked:freeze',
    );
    expect(await run(token, createMintToCheckedInstruction(open, account, owner, 1n, 0, [], token.programId))).toBe(
      'authorityRevoked:mint',
    );
    const { mint } = await tokenWithHolder();
    const frozen = await prepareFreezeAccount(chain.rpc, { authority: owner, mint, holder: owner });
    await signAndSend(chain, frozen.transaction, [chain.creator]);
    const held = await readTokenForManagement(chain.rpc, mint, owner);
    const burn = createBurnCheckedInstruction(held.ownerAccount.address, mint, owner, 1n, 0, [], held.programId);
    expect(await run(held, burn)).toBe('accountFrozen');
  });
});
