import { type AccountMeta, type PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress } from '../token-accounts';
import { BorshWriter } from './borsh';

/**
 * Metaplex Token Metadata instructions, encoded by hand (program metaqbxx…; its JS client, umi, is too heavy for a
 * page). Layouts follow the program's documented Borsh types: each instruction is a one-byte discriminator followed
 * by its arguments. Only what a fungible token needs: CreateMetadataAccountV3 and UpdateMetadataAccountV2.
 */

export const METAPLEX_INSTRUCTION = { createMetadataAccountV3: 33, updateMetadataAccountV2: 15 } as const;

/** The program's limits, in UTF-8 bytes (MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_URI_LENGTH). */
export const METAPLEX_LIMITS = { name: 32, symbol: 10, uri: 200, creators: 5 } as const;

/** The size the program gives every metadata account (MAX_METADATA_LEN): its rent is paid at creation. */
export const METAPLEX_METADATA_ACCOUNT_SIZE = 679;

/**
 * Metaplex's protocol fee on metadata creation (0.01 SOL, developers.metaplex.com/protocol-fees), taken from the payer
 * by the program itself: it is not ours, but the publish page shows it in the cost.
 */
export const METAPLEX_CREATE_FEE_LAMPORTS = 10_000_000n;

export interface MetaplexCreator {
  address: PublicKey;
  verified: boolean;
  /** Percent of the royalties, 0–100. */
  share: number;
}

export interface MetaplexCollection {
  verified: boolean;
  key: PublicKey;
}

export interface MetaplexUses {
  /** UseMethod: 0 Burn, 1 Multiple, 2 Single. */
  useMethod: number;
  remaining: bigint;
  total: bigint;
}

/** DataV2: what CreateMetadataAccountV3 writes and UpdateMetadataAccountV2 replaces (as a whole). */
export interface MetaplexDataV2 {
  name: string;
  symbol: string;
  uri: string;
  sellerFeeBasisPoints: number;
  creators: MetaplexCreator[] | null;
  collection: MetaplexCollection | null;
  uses: MetaplexUses | null;
}

/** A fungible token's data: no royalties, creators, collection or uses. */
export function fungibleDataV2(name: string, symbol: string, uri: string): MetaplexDataV2 {
  return { name, symbol, uri, sellerFeeBasisPoints: 0, creators: null, collection: null, uses: null };
}

function writeDataV2(writer: BorshWriter, data: MetaplexDataV2): void {
  writer.string(data.name).string(data.symbol).string(data.uri).u16(data.sellerFeeBasisPoints);
  writer.option(data.creators, (creators) =>
    writer.vec(creators, (creator) => writer.publicKey(creator.address).bool(creator.verified).u8(creator.share)),
  );
  writer.option(data.collection, (collection) => writer.bool(collection.verified).publicKey(collection.key));
  writer.option(data.uses, (uses) => writer.u8(uses.useMethod).u64(uses.remaining).u64(uses.total));
}

/** DataV2 alone, as Borsh bytes (tests check it field by field). */
export function encodeDataV2(data: MetaplexDataV2): Buffer {
  const writer = new BorshWriter();
  writeDataV2(writer, data);
  return writer.toBuffer();
}

export interface CreateMetadataAccountV3Options {
  mint: PublicKey;
  mintAuthority: PublicKey;
  payer: PublicKey;
  updateAuthority: PublicKey;
  data: MetaplexDataV2;
  isMutable: boolean;
  /** CollectionDetails::V1 { size } for a collection parent; null for a token. */
  collectionDetails?: { size: bigint } | null;
}

/**
 * Accounts: metadata PDA (writable), mint, mint authority (signer), payer (signer, writable), update authority,
 * System program, then the optional Rent sysvar: absent, its slot carries the program id, as the official client
 * does for an omitted optional account.
 */
export function createMetadataAccountV3Instruction(options: CreateMetadataAccountV3Options): TransactionInstruction {
  const writer = new BorshWriter().u8(METAPLEX_INSTRUCTION.createMetadataAccountV3);
  writeDataV2(writer, options.data);
  writer.bool(options.isMutable);
  writer.option(options.collectionDetails, (details) => writer.u8(0).u64(details.size));
  const keys: AccountMeta[] = [
    { pubkey: metaplexMetadataAddress(options.mint), isSigner: false, isWritable: true },
    { pubkey: options.mint, isSigner: false, isWritable: false },
    { pubkey: options.mintAuthority, isSigner: true, isWritable: false },
    { pubkey: options.payer, isSigner: true, isWritable: true },
    { pubkey: options.updateAuthority, isSigner: false, isWritable: false },
    { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
    { pubkey: METAPLEX_METADATA_PROGRAM_ID, isSigner: false, isWritable: false },
  ];
  return new TransactionInstruction({ programId: METAPLEX_METADATA_PROGRAM_ID, keys, data: writer.toBuffer() });
}

export interface UpdateMetadataAccountV2Options {
  mint: PublicKey;
  updateAuthority: PublicKey;
  /** The whole new DataV2 (fields not changed must be passed as they are); null: data unchanged. */
  data?: MetaplexDataV2 | null;
  newUpdateAuthority?: PublicKey | null;
  primarySaleHappened?: boolean | null;
  /** Only false is accepted by the program (immutability is final); null: unchanged. */
  isMutable?: boolean | null;
}

/** Accounts: metadata PDA (writable), update authority (signer). Every argument is an Option. */
export function updateMetadataAccountV2Instruction(options: UpdateMetadataAccountV2Options): TransactionInstruction {
  const writer = new BorshWriter().u8(METAPLEX_INSTRUCTION.updateMetadataAccountV2);
  writer.option(options.data, (data) => writeDataV2(writer, data));
  writer.option(options.newUpdateAuthority, (authority) => writer.publicKey(authority));
  writer.option(options.primarySaleHappened, (value) => writer.bool(value));
  writer.option(options.isMutable, (value) => writer.bool(value));
  const keys: AccountMeta[] = [
    { pubkey: metaplexMetadataAddress(options.mint), isSigner: false, isWritable: true },
    { pubkey: options.updateAuthority, isSigner: true, isWritable: false },
  ];
  return new TransactionInstruction({ programId: METAPLEX_METADATA_PROGRAM_ID, keys, data: writer.toBuffer() });
}
