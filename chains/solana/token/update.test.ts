import { TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { createUpdateFieldInstruction, Field } from '@solana/spl-token-metadata';
import { Keypair } from '@solana/web3.js';
import { lamportsOf, SOL, setLamports, signAndSend } from '../testing/fixtures';
import { prepareTokenAction } from './action';
import { prepareRevokeAuthority } from './authority';
import { TokenActionError } from './errors';
import { encodeDataV2 } from './metaplex';
import { readTokenForManagement } from './read';
import {
  createTokenTestChain,
  publishSplToken,
  publishToken2022,
  setMetaplexAccount,
  type TokenTestChain,
} from './token-test-chain';
import { prepareUpdateTokenMetadata, updateTokenMetadataInstructions } from './update';
import { TokenInputError } from './validate';

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

describe('update Token-2022 metadata on litesvm', () => {
  it('grows the metadata with an exact rent top-up, then shrinks it without one; 0.1 SOL per update', async () => {
    const mint = await publishToken2022(chain, { name: 'A', symbol: 'B', uri: 'https://e.com/1' });
    const owner = chain.creator.publicKey;
    const fee = { receiver: chain.feeReceiver };
    const before = BigInt(chain.svm.getAccount(mint)?.lamports ?? 0);
    const grow = await prepareUpdateTokenMetadata(chain.rpc, {
      owner,
      mint,
      name: '更长的名字 Longer Name',
      symbol: 'LONGER',
      uri: 'https://example.com/a-much-longer-metadata-uri.json',
      fee,
    });
    expect(grow.topUp).toBeGreaterThan(0n);
    expect(grow.fee).toBe(100_000_000n);
    await signAndSend(chain, grow.transaction, [chain.creator]);
    const account = chain.svm.getAccount(mint);
    expect(BigInt(account?.lamports ?? 0)).toBe(before + grow.topUp);
    expect(BigInt(account?.lamports ?? 0)).toBe(
      chain.svm.minimumBalanceForRentExemption(BigInt(account?.data.length ?? 0)),
    );
    let token = await readTokenForManagement(chain.rpc, mint, owner);
    expect(token.metadata).toMatchObject({
      name: '更长的名字 Longer Name',
      symbol: 'LONGER',
      uri: 'https://example.com/a-much-longer-metadata-uri.json',
    });

    const shrink = await prepareUpdateTokenMetadata(chain.rpc, { owner, mint, uri: 'https://e.com/2', fee });
    expect(shrink.topUp).toBe(0n);
    await signAndSend(chain, shrink.transaction, [chain.creator]);
    token = await readTokenForManagement(chain.rpc, mint, owner);
    expect(token.metadata).toMatchObject({ name: '更长的名字 Longer Name', uri: 'https://e.com/2' });
    expect(lamportsOf(chain, chain.feeReceiver)).toBe(SOL + 200_000_000n);
  });

  it('hands the update authority over for free; the old one is then refused', async () => {
    const mint = await publishToken2022(chain);
    const owner = chain.creator.publicKey;
    const next = Keypair.generate().publicKey;
    const prepared = await prepareUpdateTokenMetadata(chain.rpc, {
      owner,
      mint,
      newUpdateAuthority: next,
      fee: { receiver: chain.feeReceiver },
    });
    expect(prepared.fee).toBe(0n);
    await signAndSend(chain, prepared.transaction, [chain.creator]);
    const token = await readTokenForManagement(chain.rpc, mint, next);
    expect(token.metadata?.updateAuthority?.equals(next)).toBe(true);
    expect(token.permissions.updateMetadata).toBe(true);
    expect(await codeOf(prepareUpdateTokenMetadata(chain.rpc, { owner, mint, name: 'X' }))).toBe(
      'notAuthority:metadata',
    );
  });

  it('updates and makes the metadata immutable in one transaction', async () => {
    const mint = await publishToken2022(chain);
    const owner = chain.creator.publicKey;
    const prepared = await prepareUpdateTokenMetadata(chain.rpc, { owner, mint, symbol: 'FINAL', makeImmutable: true });
    await signAndSend(chain, prepared.transaction, [chain.creator]);
    const token = await readTokenForManagement(chain.rpc, mint, owner);
    expect(token.metadata).toMatchObject({ symbol: 'FINAL', updateAuthority: null, isMutable: false });
    expect(token.metadataPointer?.authority).toBeNull();
  });

  it('refuses: nothing to update, bad input, revoked; maps the program errors with checks bypassed', async () => {
    const mint = await publishToken2022(chain);
    const owner = chain.creator.publicKey;
    expect(await codeOf(prepareUpdateTokenMetadata(chain.rpc, { owner, mint, name: ' Test Coin ' }))).toBe(
      'nothingToUpdate',
    );
    await expect(prepareUpdateTokenMetadata(chain.rpc, { owner, mint, symbol: 'TOO-LONG-SYM' })).rejects.toThrow(
      TokenInputError,
    );
    const stranger = Keypair.generate();
    setLamports(chain, stranger.publicKey, SOL);
    const asStranger = await readTokenForManagement(chain.rpc, mint, stranger.publicKey);
    const field = (updateAuthority = stranger.publicKey) =>
      createUpdateFieldInstruction({
        programId: TOKEN_2022_PROGRAM_ID,
        metadata: mint,
        updateAuthority,
        field: Field.Name,
        value: 'Hijacked',
      });
    const run = (token: typeof asStranger) =>
      codeOf(prepareTokenAction(chain.rpc, token, { instructions: [field(token.owner)], fee: 0n }, {}));
    expect(await run(asStranger)).toBe('notAuthority:metadata');
    const revoke = await prepareRevokeAuthority(chain.rpc, { owner, mint, authority: 'metadata' });
    await signAndSend(chain, revoke.transaction, [chain.creator]);
    expect(await codeOf(prepareUpdateTokenMetadata(chain.rpc, { owner, mint, name: 'Y' }))).toBe(
      'authorityRevoked:metadata',
    );
    expect(await run(await readTokenForManagement(chain.rpc, mint, owner))).toBe('authorityRevoked:metadata');
  });
});

describe('update Metaplex metadata (instruction built from the account read back)', () => {
  it('replaces the uri and keeps royalties and creators as they are', async () => {
    const mint = await publishSplToken(chain, { withMetadata: false });
    const owner = chain.creator.publicKey;
    const creators = [{ address: owner, verified: true, share: 100 }];
    const stored = { name: 'Classic', symbol: 'CLS', uri: 'https://e.com/old', sellerFeeBasisPoints: 300 };
    const data = { ...stored, creators, collection: null, uses: null };
    setMetaplexAccount(chain, mint, { updateAuthority: owner, data, isMutable: true });
    const token = await readTokenForManagement(chain.rpc, mint, owner);
    expect(token.metadata?.metaplex?.data).toEqual(data);
    const built = await updateTokenMetadataInstructions(chain.rpc, token, {
      uri: 'https://e.com/new',
      fee: { receiver: chain.feeReceiver },
    });
    expect(built.fee).toBe(100_000_000n);
    expect(built.instructions).toHaveLength(2);
    const expected = encodeDataV2({ ...data, uri: 'https://e.com/new' });
    expect(built.instructions[0].data).toEqual(Buffer.concat([Buffer.from([15, 1]), expected, Buffer.from([0, 0, 0])]));

    const next = Keypair.generate().publicKey;
    const handOver = await updateTokenMetadataInstructions(chain.rpc, token, { newUpdateAuthority: next });
    expect(handOver.fee).toBe(0n);
    expect(handOver.instructions[0].data).toEqual(Buffer.from([15, 0, 1, ...next.toBytes(), 0, 0]));
    // Data and is_mutable = false in the same instruction (the program applies the data first).
    const final = await updateTokenMetadataInstructions(chain.rpc, token, { name: 'Final', makeImmutable: true });
    const finalData = encodeDataV2({ ...data, name: 'Final' });
    expect(final.instructions[0].data).toEqual(
      Buffer.concat([Buffer.from([15, 1]), finalData, Buffer.from([0, 0, 1, 0])]),
    );
  });

  it('refuses an immutable Metaplex metadata and a stranger', async () => {
    const mint = await publishSplToken(chain, { revokeUpdateAuthority: true });
    const token = await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey);
    expect(await codeOf(updateTokenMetadataInstructions(chain.rpc, token, { name: 'New' }))).toBe(
      'authorityRevoked:metadata',
    );
    const other = await publishSplToken(chain);
    const stranger = await readTokenForManagement(chain.rpc, other, Keypair.generate().publicKey);
    expect(await codeOf(updateTokenMetadataInstructions(chain.rpc, stranger, { name: 'New' }))).toBe(
      'notAuthority:metadata',
    );
  });
});
