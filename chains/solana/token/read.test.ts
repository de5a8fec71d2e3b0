import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { SOL, setLamports, signAndSend } from '../testing/fixtures';
import { InvalidSolanaMintError, METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress } from '../token-accounts';
import { prepareFreezeAccount } from './freeze';
import { readTokenForManagement } from './read';
import { prepareMintTokens } from './supply';
import { createTokenTestChain, publishSplToken, publishToken2022, type TokenTestChain } from './token-test-chain';

let chain: TokenTestChain;

beforeEach(() => {
  chain = createTokenTestChain();
});

describe('readTokenForManagement on litesvm', () => {
  it('reads a holder without authority in one getMultipleAccounts call: only burning is allowed', async () => {
    const mint = await publishToken2022(chain, { decimals: 3 });
    const holder = Keypair.generate().publicKey;
    const sent = await prepareMintTokens(chain.rpc, {
      authority: chain.creator.publicKey,
      mint,
      recipient: holder,
      amount: 42n,
      decimals: 3,
    });
    await signAndSend(chain, sent.transaction, [chain.creator]);
    const calls = chain.rpc.calls.length;
    const token = await readTokenForManagement(chain.rpc, mint, holder);
    expect(chain.rpc.calls.slice(calls)).toEqual([{ method: 'getMultipleAccountsInfo', size: 4 }]);
    expect(token).toMatchObject({ program: 'token-2022', decimals: 3, supply: 1_000_000_042n });
    expect(token.ownerAccount).toMatchObject({ exists: true, amount: 42n, isFrozen: false });
    expect(token.permissions).toEqual({
      burn: true,
      mint: false,
      freeze: false,
      updateMetadata: false,
      revokeMint: false,
      revokeFreeze: false,
      revokeMetadata: false,
    });
    const freeze = await prepareFreezeAccount(chain.rpc, { authority: chain.creator.publicKey, mint, holder });
    await signAndSend(chain, freeze.transaction, [chain.creator]);
    const frozen = await readTokenForManagement(chain.rpc, mint, holder);
    expect(frozen.ownerAccount.isFrozen).toBe(true);
    expect(frozen.permissions.burn).toBe(false);
  });

  it('reads a classic mint with its Metaplex account; a wallet without account gets an empty one', async () => {
    const mint = await publishSplToken(chain, { name: 'Classic', symbol: 'CLS', uri: 'https://e.com/c.json' });
    const token = await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey);
    expect(token.programId.equals(TOKEN_PROGRAM_ID)).toBe(true);
    expect(token.metadataPointer).toBeNull();
    expect(token.metadata).toMatchObject({ source: 'metaplex', name: 'Classic', symbol: 'CLS', isMutable: true });
    expect(token.metadata?.address.equals(metaplexMetadataAddress(mint))).toBe(true);
    expect(token.permissions).toMatchObject({ mint: true, freeze: true, updateMetadata: true });
    const nobody = await readTokenForManagement(chain.rpc, mint, Keypair.generate().publicKey);
    expect(nobody.ownerAccount).toMatchObject({ exists: false, amount: 0n });
    expect(nobody.permissions.burn).toBe(false);
  });

  it('shows an unreadable Metaplex account as no metadata', async () => {
    const mint = await publishSplToken(chain, { withMetadata: false });
    chain.svm.setAccount(metaplexMetadataAddress(mint), {
      lamports: Number(SOL),
      data: new Uint8Array([4, 1, 2, 3]),
      owner: METAPLEX_METADATA_PROGRAM_ID,
      executable: false,
    });
    const token = await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey);
    expect(token.metadata).toBeNull();
    expect(token.permissions.updateMetadata).toBe(false);
  });

  it('refuses an address that is not a mint', async () => {
    const wallet = Keypair.generate().publicKey;
    setLamports(chain, wallet, SOL);
    await expect(readTokenForManagement(chain.rpc, wallet, wallet)).rejects.toThrow(InvalidSolanaMintError);
    const absent = Keypair.generate().publicKey;
    await expect(readTokenForManagement(chain.rpc, absent, wallet)).rejects.toThrow('no such account');
    const mint = await publishSplToken(chain);
    const account = (await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey)).ownerAccount.address;
    await expect(readTokenForManagement(chain.rpc, account, wallet)).rejects.toThrow('not a mint account');
  });
});
