import { PublicKey, SystemProgram } from '@solana/web3.js';
import { METAPLEX_METADATA_PROGRAM_ID } from '../token-accounts';
import {
  createMetadataAccountV3Instruction,
  fungibleDataV2,
  METAPLEX_METADATA_ACCOUNT_SIZE,
  updateMetadataAccountV2Instruction,
} from './metaplex';
import { decodeMetaplexMetadata, InvalidMetaplexMetadataError } from './metaplex-account';

/** Expected bytes are written out from the program's documented Borsh layout, not produced by our encoder. */

const key = (byte: number) => new PublicKey(new Uint8Array(32).fill(byte));
const MINT = key(1);
const AUTHORITY = key(2);
const PAYER = key(3);
const CREATOR = key(7);
const COLLECTION = key(9);
const bytes32 = (byte: number) => Array<number>(32).fill(byte);
const u32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];
const u64 = (value: number) => [...u32(value), 0, 0, 0, 0];
const text = (value: string) => [...new TextEncoder().encode(value)];
const metadataPda = PublicKey.findProgramAddressSync(
  [Buffer.from('metadata'), METAPLEX_METADATA_PROGRAM_ID.toBuffer(), MINT.toBuffer()],
  METAPLEX_METADATA_PROGRAM_ID,
)[0];

describe('CreateMetadataAccountV3 (discriminator 33)', () => {
  it('encodes a fungible token: DataV2 with empty options, is_mutable, no collection details', () => {
    const instruction = createMetadataAccountV3Instruction({
      mint: MINT,
      mintAuthority: AUTHORITY,
      payer: PAYER,
      updateAuthority: AUTHORITY,
      data: fungibleDataV2('Ab', '币', 'u'),
      isMutable: true,
    });
    expect([...instruction.data]).toEqual([
      33,
      ...[2, 0, 0, 0, 0x41, 0x62], // name: u32 length 2, "Ab"
      ...[3, 0, 0, 0, 0xe5, 0xb8, 0x81], // symbol: 3 UTF-8 bytes
      ...[1, 0, 0, 0, 0x75], // uri
      ...[0, 0], // seller_fee_basis_points u16
      0, // creators: None
      0, // collection: None
      0, // uses: None
      1, // is_mutable
      0, // collection_details: None
    ]);
    expect(instruction.programId.equals(METAPLEX_METADATA_PROGRAM_ID)).toBe(true);
    const metas = instruction.keys.map((meta) => [meta.pubkey.toBase58(), meta.isSigner, meta.isWritable]);
    expect(metas).toEqual([
      [metadataPda.toBase58(), false, true], // metadata PDA
      [MINT.toBase58(), false, false], // mint
      [AUTHORITY.toBase58(), true, false], // mint authority
      [PAYER.toBase58(), true, true], // payer
      [AUTHORITY.toBase58(), false, false], // update authority
      [SystemProgram.programId.toBase58(), false, false],
      [METAPLEX_METADATA_PROGRAM_ID.toBase58(), false, false], // rent omitted: the program id in its slot
    ]);
  });

  it('encodes royalties, creators, collection, uses and CollectionDetails::V1', () => {
    const instruction = createMetadataAccountV3Instruction({
      mint: MINT,
      mintAuthority: AUTHORITY,
      payer: PAYER,
      updateAuthority: AUTHORITY,
      data: {
        name: 'N',
        symbol: 'S',
        uri: 'U',
        sellerFeeBasisPoints: 500,
        creators: [{ address: CREATOR, verified: true, share: 100 }],
        collection: { verified: false, key: COLLECTION },
        uses: { useMethod: 1, remaining: 5n, total: 10n },
      },
      isMutable: false,
      collectionDetails: { size: 3n },
    });
    expect([...instruction.data]).toEqual([
      33,
      ...[1, 0, 0, 0, 0x4e],
      ...[1, 0, 0, 0, 0x53],
      ...[1, 0, 0, 0, 0x55],
      ...[0xf4, 0x01], // 500
      ...[1, ...u32(1), ...bytes32(7), 1, 100], // Some(vec![Creator { address, verified, share }])
      ...[1, 0, ...bytes32(9)], // Some(Collection { verified: false, key })
      ...[1, 1, ...u64(5), ...u64(10)], // Some(Uses { Multiple, remaining 5, total 10 })
      0, // is_mutable false
      ...[1, 0, ...u64(3)], // Some(CollectionDetails::V1 { size: 3 })
    ]);
  });
});

describe('UpdateMetadataAccountV2 (discriminator 15)', () => {
  it('encodes Option<DataV2>, Option<Pubkey>, Option<bool>, Option<bool>', () => {
    const revoke = updateMetadataAccountV2Instruction({ mint: MINT, updateAuthority: AUTHORITY, isMutable: false });
    expect([...revoke.data]).toEqual([15, 0, 0, 0, 1, 0]);
    const handOver = updateMetadataAccountV2Instruction({
      mint: MINT,
      updateAuthority: AUTHORITY,
      data: fungibleDataV2('A', 'B', 'C'),
      newUpdateAuthority: PAYER,
    });
    expect([...handOver.data]).toEqual([
      15,
      ...[1, ...u32(1), ...text('A'), ...u32(1), ...text('B'), ...u32(1), ...text('C'), 0, 0, 0, 0, 0],
      ...[1, ...bytes32(3)],
      0,
      0,
    ]);
    const metas = handOver.keys.map((meta) => [meta.pubkey.toBase58(), meta.isSigner, meta.isWritable]);
    expect(metas).toEqual([
      [metadataPda.toBase58(), false, true],
      [AUTHORITY.toBase58(), true, false],
    ]);
  });
});

/** A Metadata account as the program leaves it, built byte by byte. */
function accountBytes(tailFields: number[]): Buffer {
  const padded = (value: string, size: number) => [
    ...u32(size),
    ...text(value),
    ...Array(size - text(value).length).fill(0),
  ];
  const body = [
    4, // Key::MetadataV1
    ...bytes32(2),
    ...bytes32(1),
    ...padded('Chainkit', 32),
    ...padded('CKT', 10),
    ...padded('https://example.com/c.json', 200),
    ...[0x2c, 0x01], // 300
    ...[1, ...u32(1), ...bytes32(7), 0, 100],
    1, // primary_sale_happened
    0, // is_mutable
    ...tailFields,
  ];
  return Buffer.from([...body, ...Array(METAPLEX_METADATA_ACCOUNT_SIZE - body.length).fill(0)]);
}

describe('Metadata account decoding', () => {
  it('reads every field and strips the NUL padding', () => {
    const decoded = decodeMetaplexMetadata(accountBytes([1, 254, 1, 2, 1, 1, ...bytes32(9), 0]));
    expect(decoded.updateAuthority.equals(AUTHORITY)).toBe(true);
    expect(decoded.mint.equals(MINT)).toBe(true);
    expect(decoded.data).toEqual({
      name: 'Chainkit',
      symbol: 'CKT',
      uri: 'https://example.com/c.json',
      sellerFeeBasisPoints: 300,
      creators: [{ address: CREATOR, verified: false, share: 100 }],
      collection: { verified: true, key: COLLECTION },
      uses: null,
    });
    expect(decoded).toMatchObject({ primarySaleHappened: true, isMutable: false, editionNonce: 254, tokenStandard: 2 });
  });

  it('reads an old account whose optional tail is zero padding as absent fields', () => {
    const decoded = decodeMetaplexMetadata(accountBytes([]));
    expect(decoded).toMatchObject({ editionNonce: null, tokenStandard: null });
    expect(decoded.data.collection).toBeNull();
    expect(decoded.data.uses).toBeNull();
  });

  it('refuses other accounts and truncated data', () => {
    const wrongKey = accountBytes([]);
    wrongKey[0] = 6;
    expect(() => decodeMetaplexMetadata(wrongKey)).toThrow(InvalidMetaplexMetadataError);
    expect(() => decodeMetaplexMetadata(accountBytes([]).subarray(0, 100))).toThrow(InvalidMetaplexMetadataError);
  });
});
