import type { AccountInfo, PublicKey } from '@solana/web3.js';
import { METAPLEX_METADATA_PROGRAM_ID } from '../token-accounts';
import { BorshReader } from './borsh';
import { METAPLEX_LIMITS, type MetaplexCollection, type MetaplexDataV2, type MetaplexUses } from './metaplex';

/**
 * The Metaplex Metadata account, decoded for the update page: key (4 = MetadataV1), update authority, mint, Data
 * (name, symbol, uri as u32-length strings padded with NUL to the program's maxima, royalties, creators), primary
 * sale, is_mutable, then the fields added over time (edition nonce, token standard, collection, uses…). Old accounts
 * may end before those, or hold garbage there: they are read as absent rather than failing the whole account.
 */

export const METAPLEX_KEY_METADATA_V1 = 4;

/** TokenStandard: 0 NonFungible, 1 FungibleAsset, 2 Fungible, 3 NonFungibleEdition, 4 ProgrammableNonFungible… */
export const METAPLEX_TOKEN_STANDARD = { fungibleAsset: 1, fungible: 2 } as const;

export interface MetaplexMetadata {
  updateAuthority: PublicKey;
  mint: PublicKey;
  /** name, symbol and uri without their NUL padding; the rest as stored (an update must pass it back unchanged). */
  data: MetaplexDataV2;
  primarySaleHappened: boolean;
  isMutable: boolean;
  editionNonce: number | null;
  tokenStandard: number | null;
}

export class InvalidMetaplexMetadataError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Not a Metaplex metadata account: ${reason}`, options);
    this.name = 'InvalidMetaplexMetadataError';
  }
}

/** Padding is NUL bytes after the text; the program never stores a NUL inside a name. */
function unpad(text: string): string {
  return text.replace(/\0+$/, '');
}

/** Reads an optional tail field; past the end or on garbage, absent. */
function tail<T>(reader: BorshReader, read: () => T | null): T | null {
  if (reader.remaining === 0) return null;
  const start = reader.offset;
  try {
    return read();
  } catch {
    reader.offset = start;
    return null;
  }
}

export function decodeMetaplexMetadata(bytes: Uint8Array): MetaplexMetadata {
  const reader = new BorshReader(bytes);
  try {
    const key = reader.u8();
    if (key !== METAPLEX_KEY_METADATA_V1) throw new InvalidMetaplexMetadataError(`key ${key}, not MetadataV1 (4)`);
    const updateAuthority = reader.publicKey();
    const mint = reader.publicKey();
    // Padded strings are at the limit; some old accounts exceed it slightly, so allow a margin.
    const name = unpad(reader.string(METAPLEX_LIMITS.name * 4));
    const symbol = unpad(reader.string(METAPLEX_LIMITS.symbol * 4));
    const uri = unpad(reader.string(METAPLEX_LIMITS.uri * 4));
    const sellerFeeBasisPoints = reader.u16();
    const creators = reader.option(() => {
      const count = reader.u32();
      if (count > METAPLEX_LIMITS.creators) throw new InvalidMetaplexMetadataError(`${count} creators`);
      return Array.from({ length: count }, () => ({
        address: reader.publicKey(),
        verified: reader.bool(),
        share: reader.u8(),
      }));
    });
    const primarySaleHappened = reader.bool();
    const isMutable = reader.bool();
    const editionNonce = tail(reader, () => reader.option(() => reader.u8()));
    const tokenStandard = tail(reader, () => reader.option(() => reader.u8()));
    const collection = tail(reader, () =>
      reader.option((): MetaplexCollection => ({ verified: reader.bool(), key: reader.publicKey() })),
    );
    const uses = tail(reader, () =>
      reader.option((): MetaplexUses => {
        const useMethod = reader.u8();
        if (useMethod > 2) throw new InvalidMetaplexMetadataError(`use method ${useMethod}`);
        return { useMethod, remaining: reader.u64(), total: reader.u64() };
      }),
    );
    return {
      updateAuthority,
      mint,
      data: { name, symbol, uri, sellerFeeBasisPoints, creators, collection, uses },
      primarySaleHappened,
      isMutable,
      editionNonce,
      tokenStandard,
    };
  } catch (error) {
    if (error instanceof InvalidMetaplexMetadataError) throw error;
    throw new InvalidMetaplexMetadataError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** The account as read from the chain: undefined when absent or not owned by the Metaplex program. */
export function metaplexMetadataFromAccount(info: AccountInfo<Buffer> | null): MetaplexMetadata | undefined {
  return info?.owner.equals(METAPLEX_METADATA_PROGRAM_ID) ? decodeMetaplexMetadata(info.data) : undefined;
}
