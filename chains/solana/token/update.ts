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
import { TokenActionError } from './errors';
import { updateMetadataAccountV2Instruction } from './metaplex';
import { type ManagedToken, readTokenForManagement } from './read';
import {
  type MetadataChanges,
  token2022MetadataUpdateInstructions,
  token2022RevokeMetadataInstructions,
  token2022UpdateAuthorityInstruction,
} from './token-2022-metadata';
import { checkTokenText, TokenInputError, type TokenInputIssue } from './validate';

/**
 * Metadata update: name / symbol / uri, and optionally a new update authority. Fee: 0.1 SOL when the data changes
 * (spec "update token"); handing over the authority alone is an authority change, free.
 */

export interface MetadataUpdate extends MetadataChanges {
  /** Hands the update authority to another wallet. */
  newUpdateAuthority?: PublicKey;
  /**
   * Fixes the metadata for good after this update (Metaplex is_mutable = false in the same instruction; Token-2022
   * update authority None after the fields): authority.ts's revocation, folded into an update.
   */
  makeImmutable?: boolean;
}

export interface BuiltMetadataUpdate extends BuiltTokenAction {
  /** Lamports added to a Token-2022 mint so that it stays rent-exempt at its new size. */
  topUp: bigint;
}

/** The fields that differ from the current metadata, trimmed and checked (same limits for both standards). */
function changedFields(token: ManagedToken, update: MetadataChanges): MetadataChanges {
  const changes: MetadataChanges = {};
  const issues: TokenInputIssue[] = [];
  for (const field of ['name', 'symbol', 'uri'] as const) {
    const value = update[field]?.trim();
    if (value === undefined || value === token.metadata?.[field]) continue;
    const issue = checkTokenText(field, value);
    if (issue) issues.push(issue);
    changes[field] = value;
  }
  if (issues.length > 0) throw new TokenInputError(issues);
  return changes;
}

export async function updateTokenMetadataInstructions(
  rpc: SolanaRpc,
  token: ManagedToken,
  update: MetadataUpdate & Pick<TokenTransactionOptions, 'fee'>,
): Promise<BuiltMetadataUpdate> {
  assertAuthority(token, 'metadata');
  const changes = changedFields(token, update);
  const hasDataChange = Object.keys(changes).length > 0;
  const newAuthority = update.newUpdateAuthority?.equals(token.owner) ? undefined : update.newUpdateAuthority;
  if (newAuthority && update.makeImmutable) throw new RangeError('A new update authority for an immutable metadata');
  if (!hasDataChange && !newAuthority && !update.makeImmutable) throw new TokenActionError('nothingToUpdate');
  const work: TransactionInstruction[] = [];
  let topUp = 0n;
  const metaplex = token.metadata?.metaplex;
  if (metaplex) {
    const data = hasDataChange ? { ...metaplex.data, ...changes } : null;
    work.push(
      updateMetadataAccountV2Instruction({
        mint: token.mint,
        updateAuthority: token.owner,
        data,
        newUpdateAuthority: newAuthority ?? null,
        isMutable: update.makeImmutable ? false : null,
      }),
    );
  } else {
    const fields = await token2022MetadataUpdateInstructions(rpc, token, changes);
    work.push(...fields.instructions);
    topUp = fields.topUp;
    if (newAuthority) work.push(token2022UpdateAuthorityInstruction(token, newAuthority));
    if (update.makeImmutable) {
      const holdsPointer = !!token.metadataPointer?.authority?.equals(token.owner);
      work.push(...token2022RevokeMetadataInstructions(token.mint, token.owner, holdsPointer));
    }
  }
  const lamports = tokenToolFeeLamports(hasDataChange ? 'update' : 'authority');
  return { ...withServiceFee(token.owner, work, update.fee, lamports), topUp };
}

export interface UpdateTokenMetadataOptions extends MetadataUpdate, TokenTransactionOptions {
  /** The update authority's wallet: signs and pays. */
  owner: PublicKey;
  mint: PublicKey;
}

export async function prepareUpdateTokenMetadata(
  rpc: SolanaRpc,
  options: UpdateTokenMetadataOptions,
): Promise<PreparedTokenAction & { topUp: bigint }> {
  const token = await readTokenForManagement(rpc, options.mint, options.owner);
  const built = await updateTokenMetadataInstructions(rpc, token, options);
  const prepared = await prepareTokenAction(rpc, token, built, options);
  return { ...prepared, topUp: built.topUp };
}
