import {
  AuthorityType,
  createInitializeMetadataPointerInstruction,
  createSetAuthorityInstruction,
  ExtensionType,
  getMintLen,
  getNewAccountLenForExtensionLen,
  LENGTH_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TYPE_SIZE,
} from '@solana/spl-token';
import {
  createInitializeInstruction,
  createUpdateAuthorityInstruction,
  createUpdateFieldInstruction,
  Field,
  pack,
  type TokenMetadata,
} from '@solana/spl-token-metadata';
import { type PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import type { SolanaRpc } from '../rpc';
import { TokenActionError } from './errors';
import type { ManagedToken } from './read';

/**
 * Token-2022's own metadata: a MetadataPointer extension pointing at the mint itself, and the TokenMetadata
 * extension stored in the mint account. The mint account is created with space for the fixed-size extensions only
 * (InitializeMint refuses an account whose size does not match them), but funded for its final size: the metadata
 * initialisation then grows the account without transferring lamports itself.
 */

/** The mint account's size before the metadata is written (mint + MetadataPointer). */
export const TOKEN_2022_MINT_SPACE = getMintLen([ExtensionType.MetadataPointer]);

/** Bytes the TokenMetadata extension takes in the account: its TLV header (type, length) and the packed value. */
export function token2022MetadataEntryLength(metadata: TokenMetadata): number {
  return TYPE_SIZE + LENGTH_SIZE + pack(metadata).length;
}

/** The mint account: `space` to allocate, `lamports` rent-exempt for the final size with the metadata. */
export async function token2022MintRent(
  rpc: SolanaRpc,
  metadata: TokenMetadata,
): Promise<{ space: number; finalSize: number; lamports: bigint }> {
  const finalSize = TOKEN_2022_MINT_SPACE + token2022MetadataEntryLength(metadata);
  return {
    space: TOKEN_2022_MINT_SPACE,
    finalSize,
    lamports: BigInt(await rpc.getMinimumBalanceForRentExemption(finalSize)),
  };
}

/** Put before InitializeMint: the metadata pointer (to the mint itself), its authority the creator. */
export function initializeMetadataPointerInstruction(mint: PublicKey, authority: PublicKey): TransactionInstruction {
  return createInitializeMetadataPointerInstruction(mint, authority, mint, TOKEN_2022_PROGRAM_ID);
}

/** Put after InitializeMint: writes name / symbol / uri; the mint authority signs. */
export function initializeToken2022MetadataInstruction(options: {
  mint: PublicKey;
  mintAuthority: PublicKey;
  updateAuthority: PublicKey;
  name: string;
  symbol: string;
  uri: string;
}): TransactionInstruction {
  return createInitializeInstruction({
    programId: TOKEN_2022_PROGRAM_ID,
    metadata: options.mint,
    ...options,
  });
}

export interface MetadataChanges {
  name?: string;
  symbol?: string;
  uri?: string;
}

const FIELDS = [
  ['name', Field.Name],
  ['symbol', Field.Symbol],
  ['uri', Field.Uri],
] as const;

/**
 * UpdateField for each field that changes, preceded, when the metadata grows past what the mint's lamports cover,
 * by a transfer of the difference from the update authority (the program reallocates but does not pay rent).
 */
export async function token2022MetadataUpdateInstructions(
  rpc: SolanaRpc,
  token: ManagedToken,
  changes: MetadataChanges,
): Promise<{ instructions: TransactionInstruction[]; topUp: bigint; changed: boolean }> {
  const current = token.metadata?.token2022;
  if (!current) throw new TokenActionError('noMetadata');
  const updated: TokenMetadata = { ...current };
  const instructions: TransactionInstruction[] = [];
  for (const [key, field] of FIELDS) {
    const value = changes[key];
    if (value === undefined || value === current[key]) continue;
    updated[key] = value;
    instructions.push(
      createUpdateFieldInstruction({
        programId: TOKEN_2022_PROGRAM_ID,
        metadata: token.mint,
        updateAuthority: token.owner,
        field,
        value,
      }),
    );
  }
  if (instructions.length === 0) return { instructions, topUp: 0n, changed: false };
  const newSize = getNewAccountLenForExtensionLen(
    token.mintAccount,
    token.mint,
    ExtensionType.TokenMetadata,
    pack(updated).length,
    TOKEN_2022_PROGRAM_ID,
  );
  const needed = BigInt(await rpc.getMinimumBalanceForRentExemption(newSize));
  const topUp = needed > BigInt(token.mintAccount.lamports) ? needed - BigInt(token.mintAccount.lamports) : 0n;
  if (topUp > 0n) {
    instructions.unshift(SystemProgram.transfer({ fromPubkey: token.owner, toPubkey: token.mint, lamports: topUp }));
  }
  return { instructions, topUp, changed: true };
}

/** A new update authority, or none (null: the metadata can never change again). */
export function token2022UpdateAuthorityInstruction(
  token: ManagedToken,
  newAuthority: PublicKey | null,
): TransactionInstruction {
  return createUpdateAuthorityInstruction({
    programId: TOKEN_2022_PROGRAM_ID,
    metadata: token.mint,
    oldAuthority: token.owner,
    newAuthority,
  });
}

/**
 * Revoking Token-2022 metadata: the update authority, and the pointer's authority too when `authority` holds it (else
 * the pointer could be moved to another, mutable, metadata account).
 */
export function token2022RevokeMetadataInstructions(
  mint: PublicKey,
  authority: PublicKey,
  holdsPointerAuthority: boolean,
): TransactionInstruction[] {
  const instructions = [
    createUpdateAuthorityInstruction({
      programId: TOKEN_2022_PROGRAM_ID,
      metadata: mint,
      oldAuthority: authority,
      newAuthority: null,
    }),
  ];
  if (holdsPointerAuthority) {
    instructions.push(
      createSetAuthorityInstruction(mint, authority, AuthorityType.MetadataPointer, null, [], TOKEN_2022_PROGRAM_ID),
    );
  }
  return instructions;
}
