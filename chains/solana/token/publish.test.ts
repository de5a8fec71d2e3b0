import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { SystemProgram } from '@solana/web3.js';
import { lamportsOf, SOL, signAndSend, tokenBalanceOf } from '../testing/fixtures';
import { METAPLEX_METADATA_PROGRAM_ID } from '../token-accounts';
import { encodeDataV2, fungibleDataV2, METAPLEX_CREATE_FEE_LAMPORTS, METAPLEX_INSTRUCTION } from './metaplex';
import { preparePublishToken, publishTokenInstructions } from './publish';
import { readTokenForManagement } from './read';
import { createTokenTestChain, publishSplToken, type TokenTestChain } from './token-test-chain';
import { TokenInputError } from './validate';

let chain: TokenTestChain;

beforeEach(() => {
  chain = createTokenTestChain();
});

describe('publish a Token-2022 token with its metadata extension, on litesvm', () => {
  it('creates the mint, metadata, initial supply and the 0.1 SOL fee; reads them back from the chain', async () => {
    const { creator, feeReceiver } = chain;
    const before = lamportsOf(chain, creator.publicKey);
    const prepared = await preparePublishToken(chain.rpc, {
      creator: creator.publicKey,
      program: 'token-2022',
      name: '链工具代币 Chainkit',
      symbol: 'CKT',
      uri: 'https://example.com/ckt.json',
      decimals: 6,
      supply: 21_000_000_000_000n,
      fee: { receiver: feeReceiver },
    });
    expect(prepared.transaction.message.header.numRequiredSignatures).toBe(2);
    expect(prepared.networkFee).toBe(10_000n);
    // The wallet signs first, then the mint key pair fills its own slot.
    prepared.transaction.sign([creator]);
    await signAndSend(chain, prepared.transaction, prepared.signers);

    const mint = prepared.mint.publicKey;
    const token = await readTokenForManagement(chain.rpc, mint, creator.publicKey);
    expect(token.program).toBe('token-2022');
    expect(token.decimals).toBe(6);
    expect(token.supply).toBe(21_000_000_000_000n);
    expect(token.mintAuthority?.equals(creator.publicKey)).toBe(true);
    expect(token.freezeAuthority?.equals(creator.publicKey)).toBe(true);
    expect(token.metadataPointer?.metadataAddress?.equals(mint)).toBe(true);
    expect(token.metadata).toMatchObject({
      source: 'token-2022',
      name: '链工具代币 Chainkit',
      symbol: 'CKT',
      uri: 'https://example.com/ckt.json',
      isMutable: true,
    });
    expect(token.metadata?.updateAuthority?.equals(creator.publicKey)).toBe(true);
    expect(token.ownerAccount).toMatchObject({ exists: true, amount: 21_000_000_000_000n, isFrozen: false });
    expect(prepared.tokenAccount?.equals(token.ownerAccount.address)).toBe(true);
    expect(token.permissions).toEqual({
      burn: true,
      mint: true,
      freeze: true,
      updateMetadata: true,
      revokeMint: true,
      revokeFreeze: true,
      revokeMetadata: true,
    });
    expect(prepared.fee).toBe(SOL / 10n);
    expect(lamportsOf(chain, feeReceiver)).toBe(SOL + SOL / 10n);
    // The cost the page shows is exact: rent of both accounts, the fee and the network fee.
    expect(before - lamportsOf(chain, creator.publicKey)).toBe(
      prepared.accountCosts + prepared.fee + prepared.networkFee,
    );
    // Funded for its final size: exactly rent-exempt with the metadata in.
    const account = chain.svm.getAccount(mint);
    expect(BigInt(account?.lamports ?? 0)).toBe(
      chain.svm.minimumBalanceForRentExemption(BigInt(account?.data.length ?? 0)),
    );
  });

  it('revokes mint, freeze and metadata authorities at creation', async () => {
    const prepared = await preparePublishToken(chain.rpc, {
      creator: chain.creator.publicKey,
      program: 'token-2022',
      name: 'Fixed',
      symbol: 'FIX',
      uri: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      decimals: 0,
      supply: 1000n,
      revokeMintAuthority: true,
      revokeFreezeAuthority: true,
      revokeUpdateAuthority: true,
    });
    await signAndSend(chain, prepared.transaction, [chain.creator, ...prepared.signers]);
    const token = await readTokenForManagement(chain.rpc, prepared.mint.publicKey, chain.creator.publicKey);
    expect(token.mintAuthority).toBeNull();
    expect(token.freezeAuthority).toBeNull();
    expect(token.metadata).toMatchObject({ updateAuthority: null, isMutable: false, symbol: 'FIX' });
    expect(token.metadataPointer?.authority).toBeNull();
    expect(token.supply).toBe(1000n);
    expect(token.permissions).toMatchObject({ burn: true, mint: false, freeze: false, updateMetadata: false });
  });

  it('publishes without supply: no token account, no mint instruction', async () => {
    const prepared = await preparePublishToken(chain.rpc, {
      creator: chain.creator.publicKey,
      program: 'token-2022',
      name: 'Later',
      symbol: 'LTR',
      uri: 'https://example.com/l.json',
      decimals: 9,
      supply: 0n,
    });
    expect(prepared.tokenAccount).toBeUndefined();
    await signAndSend(chain, prepared.transaction, [chain.creator, ...prepared.signers]);
    const token = await readTokenForManagement(chain.rpc, prepared.mint.publicKey, chain.creator.publicKey);
    expect(token.supply).toBe(0n);
    expect(token.ownerAccount.exists).toBe(false);
  });

  it('refuses bad input before any RPC call', async () => {
    const calls = chain.rpc.calls.length;
    const base = { creator: chain.creator.publicKey, program: 'token-2022' as const, decimals: 6, supply: 1n };
    const attempt = (fields: Partial<Parameters<typeof preparePublishToken>[1]>) =>
      preparePublishToken(chain.rpc, { ...base, name: 'N', symbol: 'S', uri: 'https://e.com/x', ...fields });
    await expect(attempt({ name: 'x'.repeat(33) })).rejects.toThrow(TokenInputError);
    await expect(attempt({ decimals: 10 })).rejects.toThrow(TokenInputError);
    await expect(attempt({ supply: 1n << 64n })).rejects.toThrow(TokenInputError);
    await expect(attempt({ uri: 'javascript:alert(1)' })).rejects.toMatchObject({
      issues: [{ field: 'uri', code: 'invalidUri' }],
    });
    expect(chain.rpc.calls.length).toBe(calls);
  });
});

describe('publish a classic SPL token with Metaplex metadata', () => {
  it('orders the instructions: mint account, InitializeMint2, Metaplex, account, mint, revoke, fee', async () => {
    const plan = await publishTokenInstructions(chain.rpc, {
      creator: chain.creator.publicKey,
      program: 'spl',
      name: 'Classic',
      symbol: 'CLS',
      uri: 'https://example.com/c.json',
      decimals: 2,
      supply: 500n,
      revokeMintAuthority: true,
      fee: { receiver: chain.feeReceiver },
    });
    const programs = plan.instructions.map((instruction) => instruction.programId.toBase58());
    expect(programs).toEqual([
      SystemProgram.programId.toBase58(),
      TOKEN_PROGRAM_ID.toBase58(),
      METAPLEX_METADATA_PROGRAM_ID.toBase58(),
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      TOKEN_PROGRAM_ID.toBase58(),
      TOKEN_PROGRAM_ID.toBase58(),
      SystemProgram.programId.toBase58(),
    ]);
    const metaplex = plan.instructions[2];
    expect(metaplex.data[0]).toBe(METAPLEX_INSTRUCTION.createMetadataAccountV3);
    const data = encodeDataV2(fungibleDataV2('Classic', 'CLS', 'https://example.com/c.json'));
    // DataV2, then is_mutable = true, then collection_details = None.
    expect(metaplex.data).toEqual(Buffer.concat([Buffer.from([33]), data, Buffer.from([1, 0])]));
    expect(plan.accountCosts).toBeGreaterThan(METAPLEX_CREATE_FEE_LAMPORTS);
  });

  it('creates the mint and supply on litesvm (all but the Metaplex instruction)', async () => {
    const mint = await publishSplToken(chain, { decimals: 2, supply: 500n, revokeFreezeAuthority: true });
    const token = await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey);
    expect(token).toMatchObject({ program: 'spl', decimals: 2, supply: 500n, freezeAuthority: null });
    expect(token.programId.equals(TOKEN_PROGRAM_ID)).toBe(true);
    expect(token.metadata).toMatchObject({ source: 'metaplex', name: 'Test Coin', symbol: 'TEST' });
    expect(tokenBalanceOf(chain, token.ownerAccount.address)).toBe(500n);
    expect(token.programId.equals(TOKEN_2022_PROGRAM_ID)).toBe(false);
  });
});
