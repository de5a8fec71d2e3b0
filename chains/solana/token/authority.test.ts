import { Keypair } from '@solana/web3.js';
import { lamportsOf, SOL, signAndSend } from '../testing/fixtures';
import type { TokenProgramName } from '../token-accounts';
import { prepareRevokeAuthority, revokeAuthorityInstructions } from './authority';
import { TokenActionError } from './errors';
import { METAPLEX_INSTRUCTION } from './metaplex';
import { readTokenForManagement } from './read';
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

describe.each<TokenProgramName>(['spl', 'token-2022'])(
  'revoke mint and freeze authorities (%s) on litesvm',
  (program) => {
    it('revokes each for free, then refuses a second revocation and a stranger', async () => {
      const mint = program === 'spl' ? await publishSplToken(chain) : await publishToken2022(chain);
      const owner = chain.creator.publicKey;
      const fee = { receiver: chain.feeReceiver };
      for (const authority of ['mint', 'freeze'] as const) {
        const stranger = Keypair.generate().publicKey;
        expect(await codeOf(prepareRevokeAuthority(chain.rpc, { owner: stranger, mint, authority }))).toBe(
          `notAuthority:${authority}`,
        );
        const prepared = await prepareRevokeAuthority(chain.rpc, { owner, mint, authority, fee });
        expect(prepared.fee).toBe(0n);
        await signAndSend(chain, prepared.transaction, [chain.creator]);
        expect(await codeOf(prepareRevokeAuthority(chain.rpc, { owner, mint, authority }))).toBe(
          `authorityRevoked:${authority}`,
        );
      }
      const token = await readTokenForManagement(chain.rpc, mint, owner);
      expect(token.mintAuthority).toBeNull();
      expect(token.freezeAuthority).toBeNull();
      expect(token.permissions).toMatchObject({ mint: false, freeze: false, revokeMint: false, revokeFreeze: false });
      // A zero fee adds no transfer.
      expect(lamportsOf(chain, chain.feeReceiver)).toBe(SOL);
    });
  },
);

describe('revoke the metadata update authority', () => {
  it('Token-2022: update authority and pointer authority to None, on litesvm', async () => {
    const mint = await publishToken2022(chain);
    const owner = chain.creator.publicKey;
    const prepared = await prepareRevokeAuthority(chain.rpc, { owner, mint, authority: 'metadata' });
    await signAndSend(chain, prepared.transaction, [chain.creator]);
    const token = await readTokenForManagement(chain.rpc, mint, owner);
    expect(token.metadata).toMatchObject({ updateAuthority: null, isMutable: false, name: 'Test Coin' });
    expect(token.metadataPointer?.authority).toBeNull();
    expect(token.permissions.updateMetadata).toBe(false);
    expect(await codeOf(prepareRevokeAuthority(chain.rpc, { owner, mint, authority: 'metadata' }))).toBe(
      'authorityRevoked:metadata',
    );
  });

  it('Metaplex: UpdateMetadataAccountV2 with is_mutable = false, signed by the update authority', async () => {
    const mint = await publishSplToken(chain);
    const token = await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey);
    const { instructions, fee } = revokeAuthorityInstructions(token, 'metadata', {
      fee: { receiver: chain.feeReceiver },
    });
    expect(fee).toBe(0n);
    expect(instructions).toHaveLength(1);
    expect([...instructions[0].data]).toEqual([METAPLEX_INSTRUCTION.updateMetadataAccountV2, 0, 0, 0, 1, 0]);
    expect(instructions[0].keys[0].pubkey.equals(token.metadata?.address ?? mint)).toBe(true);
    expect(instructions[0].keys[1]).toMatchObject({ pubkey: chain.creator.publicKey, isSigner: true });
    const stranger = await readTokenForManagement(chain.rpc, mint, Keypair.generate().publicKey);
    expect(() => revokeAuthorityInstructions(stranger, 'metadata')).toThrow(TokenActionError);
    const immutable = await publishSplToken(chain, { revokeUpdateAuthority: true });
    const fixed = await readTokenForManagement(chain.rpc, immutable, chain.creator.publicKey);
    expect(() => revokeAuthorityInstructions(fixed, 'metadata')).toThrow('authorityRevoked');
  });
});
