import { AuthorityType, createSetAuthorityInstruction } from '@solana/spl-token';
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { tokenToolFeeLamports } from '../fees';
import type { SolanaRpc } from '../rpc';
import {
  assertAuthority,
  type BuiltTokenAction,
  type PreparedTokenAction,
  prepareTokenAction,
  type TokenTransactionOptions,
  withServiceFee,
} from './action';
import type { TokenAuthorityKind } from './errors';
import { updateMetadataAccountV2Instruction } from './metaplex';
import { type ManagedToken, readTokenForManagement } from './read';
import { token2022RevokeMetadataInstructions } from './token-2022-metadata';

/**
 * Revoking an authority, for good (spec §9: free). Mint and freeze: SetAuthority to None on either token program.
 * Metadata: routed by where the metadata lives. Token-2022's extension: update authority to None (and the metadata
 * pointer's authority). Metaplex has no "no update authority": its revocation is is_mutable = false, after which
 * the program refuses every data change, whoever signs.
 */

function revokeWork(token: ManagedToken, authority: TokenAuthorityKind): TransactionInstruction[] {
  if (authority === 'mint' || authority === 'freeze') {
    const type = authority === 'mint' ? AuthorityType.MintTokens : AuthorityType.FreezeAccount;
    return [createSetAuthorityInstruction(token.mint, token.owner, type, null, [], token.programId)];
  }
  if (token.metadata?.source === 'token-2022') {
    const holdsPointer = !!token.metadataPointer?.authority?.equals(token.owner);
    return token2022RevokeMetadataInstructions(token.mint, token.owner, holdsPointer);
  }
  return [updateMetadataAccountV2Instruction({ mint: token.mint, updateAuthority: token.owner, isMutable: false })];
}

export function revokeAuthorityInstructions(
  token: ManagedToken,
  authority: TokenAuthorityKind,
  options: Pick<TokenTransactionOptions, 'fee'> = {},
): BuiltTokenAction {
  assertAuthority(token, authority);
  return withServiceFee(token.owner, revokeWork(token, authority), options.fee, tokenToolFeeLamports('authority'));
}

export interface RevokeAuthorityOptions extends TokenTransactionOptions {
  /** The authority's wallet: signs and pays. */
  owner: PublicKey;
  mint: PublicKey;
  authority: TokenAuthorityKind;
}

export async function prepareRevokeAuthority(
  rpc: SolanaRpc,
  options: RevokeAuthorityOptions,
): Promise<PreparedTokenAction> {
  const token = await readTokenForManagement(rpc, options.mint, options.owner);
  return prepareTokenAction(rpc, token, revokeAuthorityInstructions(token, options.authority, options), options);
}
