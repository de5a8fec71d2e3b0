import {
  ExtensionType,
  getExtensionData,
  getMetadataPointerState,
  type Mint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackMint,
} from '@solana/spl-token';
import { type TokenMetadata, unpack as unpackTokenMetadata } from '@solana/spl-token-metadata';
import type { AccountInfo, PublicKey } from '@solana/web3.js';
import type { SolanaRpc } from '../rpc';
import {
  associatedTokenAddress,
  decodeTokenAccount,
  InvalidSolanaMintError,
  metaplexMetadataAddress,
  type TokenProgramName,
  tokenProgramName,
} from '../token-accounts';
import { type MetaplexMetadata, metaplexMetadataFromAccount } from './metaplex-account';

export type TokenMetadataSource = 'metaplex' | 'token-2022';

export interface ManagedTokenMetadata {
  source: TokenMetadataSource;
  /** The Metaplex PDA, or the mint itself for Token-2022's extension. */
  address: PublicKey;
  name: string;
  symbol: string;
  uri: string;
  /** null: revoked (Token-2022). A Metaplex account always names one: `isMutable` false is its revocation. */
  updateAuthority: PublicKey | null;
  /** Whether the metadata can still change at all. */
  isMutable: boolean;
  /** The decoded Metaplex account (an update must pass its other fields back unchanged). */
  metaplex?: MetaplexMetadata;
  /** The decoded Token-2022 extension (additional fields included: they count in the account's size). */
  token2022?: TokenMetadata;
}

export interface ManagedTokenAccount {
  /** The owner's associated token account (derived; `exists` says whether it is on chain). */
  address: PublicKey;
  exists: boolean;
  amount: bigint;
  isFrozen: boolean;
}

/** What the owner may do with this token, given the authorities and its account. */
export interface TokenPermissions {
  burn: boolean;
  mint: boolean;
  /** Freeze and thaw holders' accounts. */
  freeze: boolean;
  updateMetadata: boolean;
  revokeMint: boolean;
  revokeFreeze: boolean;
  revokeMetadata: boolean;
}

export interface ManagedToken {
  mint: PublicKey;
  program: TokenProgramName;
  programId: PublicKey;
  decimals: number;
  /** Base units. */
  supply: bigint;
  mintAuthority: PublicKey | null;
  freezeAuthority: PublicKey | null;
  /** Token-2022's metadata pointer; null for classic mints and mints without one. */
  metadataPointer: { authority: PublicKey | null; metadataAddress: PublicKey | null } | null;
  metadata: ManagedTokenMetadata | null;
  owner: PublicKey;
  ownerAccount: ManagedTokenAccount;
  permissions: TokenPermissions;
  /** The mint account as read: Token-2022 metadata updates size their rent top-up from it. */
  mintAccount: AccountInfo<Buffer>;
}

function token2022Metadata(mint: PublicKey, state: Mint): ManagedTokenMetadata | null {
  const bytes = getExtensionData(ExtensionType.TokenMetadata, state.tlvData);
  if (!bytes) return null;
  let metadata: TokenMetadata;
  try {
    metadata = unpackTokenMetadata(bytes);
  } catch {
    return null;
  }
  const updateAuthority = metadata.updateAuthority ?? null;
  const { name, symbol, uri } = metadata;
  return {
    source: 'token-2022',
    address: mint,
    name,
    symbol,
    uri,
    updateAuthority,
    isMutable: !!updateAuthority,
    token2022: metadata,
  };
}

function metaplexView(address: PublicKey, info: AccountInfo<Buffer> | null): ManagedTokenMetadata | null {
  let metadata: MetaplexMetadata | undefined;
  try {
    metadata = metaplexMetadataFromAccount(info);
  } catch {
    // Unreadable: shown as no metadata; nothing here can repair it.
    return null;
  }
  if (!metadata) return null;
  const { name, symbol, uri } = metadata.data;
  return {
    source: 'metaplex',
    address,
    name,
    symbol,
    uri,
    updateAuthority: metadata.updateAuthority,
    isMutable: metadata.isMutable,
    metaplex: metadata,
  };
}

function isKey(key: PublicKey | null | undefined, owner: PublicKey): boolean {
  return !!key && key.equals(owner);
}

/**
 * Everything the management pages need about `mint` as seen by `owner`, in one getMultipleAccounts call (the mint,
 * its Metaplex PDA, and the owner's associated account under both token programs, since the program is not known
 * before the mint is read). Token-2022's own metadata is preferred to a Metaplex account when a mint has both.
 */
export async function readTokenForManagement(rpc: SolanaRpc, mint: PublicKey, owner: PublicKey): Promise<ManagedToken> {
  const metaplexAddress = metaplexMetadataAddress(mint);
  const accounts = [
    mint,
    metaplexAddress,
    associatedTokenAddress(owner, mint, TOKEN_PROGRAM_ID),
    associatedTokenAddress(owner, mint, TOKEN_2022_PROGRAM_ID),
  ];
  const [mintInfo, metaplexInfo, splAccount, token2022Account] = await rpc.getMultipleAccountsInfo(accounts);
  if (!mintInfo) throw new InvalidSolanaMintError(mint.toBase58(), 'no such account');
  const program = tokenProgramName(mintInfo.owner);
  if (!program) throw new InvalidSolanaMintError(mint.toBase58(), 'not owned by a token program (not a mint)');
  let state: Mint;
  try {
    state = unpackMint(mint, mintInfo, mintInfo.owner);
  } catch (error) {
    throw new InvalidSolanaMintError(mint.toBase58(), 'not a mint account', { cause: error });
  }
  const pointer = program === 'token-2022' ? getMetadataPointerState(state) : null;
  const metadata =
    (program === 'token-2022' ? token2022Metadata(mint, state) : null) ?? metaplexView(metaplexAddress, metaplexInfo);
  const ataAddress = program === 'spl' ? accounts[2] : accounts[3];
  const decoded = decodeTokenAccount(ataAddress, program === 'spl' ? splAccount : token2022Account);
  const ata = decoded?.mint.equals(mint) ? decoded : undefined;
  const ownerAccount: ManagedTokenAccount = {
    address: ataAddress,
    exists: !!ata,
    amount: ata?.amount ?? 0n,
    isFrozen: ata?.isFrozen ?? false,
  };
  const canMint = isKey(state.mintAuthority, owner);
  const canFreeze = isKey(state.freezeAuthority, owner);
  const canUpdate = !!metadata && metadata.isMutable && isKey(metadata.updateAuthority, owner);
  return {
    mint,
    program,
    programId: mintInfo.owner,
    decimals: state.decimals,
    supply: state.supply,
    mintAuthority: state.mintAuthority,
    freezeAuthority: state.freezeAuthority,
    metadataPointer: pointer
      ? { authority: pointer.authority ?? null, metadataAddress: pointer.metadataAddress ?? null }
      : null,
    metadata,
    owner,
    ownerAccount,
    permissions: {
      burn: ownerAccount.exists && ownerAccount.amount > 0n && !ownerAccount.isFrozen,
      mint: canMint,
      freeze: canFreeze,
      updateMetadata: canUpdate,
      revokeMint: canMint,
      revokeFreeze: canFreeze,
      revokeMetadata: canUpdate,
    },
    mintAccount: mintInfo,
  };
}
