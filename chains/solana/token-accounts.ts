import {
  ExtensionType,
  getAssociatedTokenAddressSync,
  getExtensionData,
  getTransferFeeAmount,
  getTransferFeeConfig,
  getTransferHook,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  type Account as TokenAccountState,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import { unpack as unpackTokenMetadata } from '@solana/spl-token-metadata';
import { type AccountInfo, PublicKey } from '@solana/web3.js';

/** Classic SPL Token ('spl') or Token-2022 ('token-2022'); 'auto' reads the mint account's owner. */
export type TokenProgramName = 'spl' | 'token-2022';
export type TokenProgramChoice = TokenProgramName | 'auto';

/** Metaplex Token Metadata: where classic SPL mints keep their name and symbol. */
export const METAPLEX_METADATA_PROGRAM_ID = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');

export class InvalidSolanaMintError extends Error {
  constructor(
    readonly mint: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Token mint ${mint}: ${reason}`, options);
    this.name = 'InvalidSolanaMintError';
  }
}

export function tokenProgramId(name: TokenProgramName): PublicKey {
  return name === 'token-2022' ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID;
}

export function tokenProgramName(programId: PublicKey): TokenProgramName | undefined {
  if (programId.equals(TOKEN_PROGRAM_ID)) return 'spl';
  if (programId.equals(TOKEN_2022_PROGRAM_ID)) return 'token-2022';
  return undefined;
}

/** Derivations are ~0.5 ms each (a bump search of sha256 and curve checks); builders ask for the same ones often. */
const derived = new Map<string, PublicKey>();
const DERIVED_CACHE_SIZE = 4096;

/** The owner's associated token account, derived locally; owners off the curve (PDAs) have one too. */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey, programId: PublicKey): PublicKey {
  const key = `${owner.toBase58()} ${mint.toBase58()} ${programId.toBase58()}`;
  let address = derived.get(key);
  if (!address) {
    address = getAssociatedTokenAddressSync(mint, owner, true, programId);
    if (derived.size >= DERIVED_CACHE_SIZE) derived.clear();
    derived.set(key, address);
  }
  return address;
}

export function metaplexMetadataAddress(mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [new TextEncoder().encode('metadata'), METAPLEX_METADATA_PROGRAM_ID.toBytes(), mint.toBytes()],
    METAPLEX_METADATA_PROGRAM_ID,
  )[0];
}

export interface SolanaMintInfo {
  address: PublicKey;
  programId: PublicKey;
  program: TokenProgramName;
  decimals: number;
  supply: bigint;
  /** From Token-2022's metadata extension or the Metaplex metadata account; '' when neither has one. */
  symbol: string;
  /** Token-2022 transfer fee in basis points of the current epoch's config (recipients receive less). */
  transferFeeBasisPoints?: number;
  /** A Token-2022 transfer hook: transfers then need the hook's extra accounts, which these builders do not add. */
  hasTransferHook: boolean;
}

/** Metaplex metadata: key (1), update authority (32), mint (32), name (u32 length + bytes), symbol (same). */
function metaplexSymbol(data: Uint8Array | undefined): string {
  if (!data || data.length < 69 + 8) return '';
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const nameLength = view.getUint32(65, true);
  const symbolAt = 69 + nameLength;
  if (symbolAt + 4 > data.length) return '';
  const symbolLength = view.getUint32(symbolAt, true);
  if (symbolLength > 64 || symbolAt + 4 + symbolLength > data.length) return '';
  return new TextDecoder().decode(data.subarray(symbolAt + 4, symbolAt + 4 + symbolLength)).replace(/\0/g, '');
}

/** Decodes a mint account (either program); the Metaplex account, when given, supplies a classic mint's symbol. */
export function decodeMint(
  address: PublicKey,
  info: AccountInfo<Buffer> | null,
  metaplexInfo?: AccountInfo<Buffer> | null,
): SolanaMintInfo {
  if (!info) throw new InvalidSolanaMintError(address.toBase58(), 'no such account');
  const program = tokenProgramName(info.owner);
  if (!program) throw new InvalidSolanaMintError(address.toBase58(), 'not owned by a token program (not a mint)');
  let mint: ReturnType<typeof unpackMint>;
  try {
    mint = unpackMint(address, info, info.owner);
  } catch (error) {
    throw new InvalidSolanaMintError(address.toBase58(), 'not a mint account', { cause: error });
  }
  let symbol = '';
  const metadata = program === 'token-2022' ? getExtensionData(ExtensionType.TokenMetadata, mint.tlvData) : null;
  if (metadata) {
    try {
      symbol = unpackTokenMetadata(metadata).symbol;
    } catch {
      symbol = '';
    }
  }
  if (!symbol && metaplexInfo?.owner.equals(METAPLEX_METADATA_PROGRAM_ID)) symbol = metaplexSymbol(metaplexInfo.data);
  const transferFee = getTransferFeeConfig(mint);
  const hook = getTransferHook(mint);
  return {
    address,
    programId: info.owner,
    program,
    decimals: mint.decimals,
    supply: mint.supply,
    symbol: symbol.trim(),
    transferFeeBasisPoints: transferFee ? transferFee.newerTransferFee.transferFeeBasisPoints : undefined,
    hasTransferHook: !!hook && !hook.programId.equals(PublicKey.default),
  };
}

export interface SolanaTokenAccount {
  address: PublicKey;
  programId: PublicKey;
  mint: PublicKey;
  owner: PublicKey;
  amount: bigint;
  lamports: bigint;
  isNative: boolean;
  isFrozen: boolean;
  closeAuthority: PublicKey | null;
  /** Token-2022 transfer fees withheld in the account: it cannot be closed until they are harvested. */
  withheldAmount: bigint;
}

/** Decodes a token account of either program; undefined when the account is none (absent, other owner, too short). */
export function decodeTokenAccount(
  address: PublicKey,
  info: AccountInfo<Buffer> | null,
): SolanaTokenAccount | undefined {
  if (!info || !tokenProgramName(info.owner)) return undefined;
  let account: TokenAccountState;
  try {
    account = unpackAccount(address, info, info.owner);
  } catch {
    return undefined;
  }
  return {
    address,
    programId: info.owner,
    mint: account.mint,
    owner: account.owner,
    amount: account.amount,
    lamports: BigInt(info.lamports),
    isNative: account.isNative,
    isFrozen: account.isFrozen,
    closeAuthority: account.closeAuthority,
    withheldAmount: getTransferFeeAmount(account)?.withheldAmount ?? 0n,
  };
}
