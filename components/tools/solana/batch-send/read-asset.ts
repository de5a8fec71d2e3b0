import {
  ACCOUNT_SIZE,
  ExtensionType,
  getAccountLen,
  getAccountTypeOfMintType,
  getExtensionTypes,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackMint,
} from '@solana/spl-token';
import { type AccountInfo, PublicKey } from '@solana/web3.js';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { SOLANA_NATIVE_DECIMALS } from '@/chains/solana/balances';
import type { SolanaRpc } from '@/chains/solana/rpc';
import {
  associatedTokenAddress,
  decodeMint,
  decodeTokenAccount,
  InvalidSolanaMintError,
  metaplexMetadataAddress,
  type SolanaMintInfo,
} from '@/chains/solana/token-accounts';
import { type SolanaTransferAsset, tokenAssetOf } from '@/chains/solana/transfers';

/** What the page sends: SOL, or the token of a mint (SPL Token or Token-2022). */
export type SendAssetChoice = { kind: 'sol' } | { kind: 'token'; mint: string };

export interface SendAssetState {
  /** 'sol', or the mint address. */
  id: string;
  asset: SolanaTransferAsset;
  symbol: string;
  decimals: number;
  mint?: SolanaMintInfo;
  /**
   * What the wallet holds of the asset: lamports, or base units in its associated token account. Undefined while no
   * wallet is connected (the asset is read for its decimals and program alone).
   */
  balance?: bigint;
  /** The wallet's SOL, which pays fees and rent whatever is sent; undefined while no wallet is connected. */
  solBalance?: bigint;
  /** Bytes of a recipient's new associated token account (tokens only): its rent is paid by the sender. */
  tokenAccountSize?: number;
}

/**
 * The size the Associated Token Account program gives a new account of this mint: the account extensions the mint's
 * extensions call for and, on Token-2022, ImmutableOwner (which that program always adds).
 */
export function newTokenAccountSize(mint: PublicKey, info: AccountInfo<Buffer>): number {
  if (!info.owner.equals(TOKEN_2022_PROGRAM_ID)) return ACCOUNT_SIZE;
  const unpacked = unpackMint(mint, info, TOKEN_2022_PROGRAM_ID);
  const types = new Set(
    getExtensionTypes(unpacked.tlvData)
      .map(getAccountTypeOfMintType)
      .filter((type) => type !== ExtensionType.Uninitialized),
  );
  types.add(ExtensionType.ImmutableOwner);
  return getAccountLen([...types]);
}

/**
 * One round trip: the wallet, the mint, its Metaplex metadata and the wallet's associated account under both token
 * programs (which one applies is known only from the mint's owner). Throws InvalidSolanaMintError for anything that
 * is not a mint, and TransferHookNotSupportedError for mints whose transfers need accounts this tool does not add.
 * Without an owner (no wallet connected yet) only the mint and its metadata are read: no balances.
 */
export async function readSendAsset(
  rpc: SolanaRpc,
  owner: PublicKey | undefined,
  choice: SendAssetChoice,
): Promise<SendAssetState> {
  if (choice.kind === 'sol') {
    const base = { id: 'sol', asset: { kind: 'sol' }, symbol: 'SOL', decimals: SOLANA_NATIVE_DECIMALS } as const;
    if (!owner) return base;
    const [wallet] = await rpc.getMultipleAccountsInfo([owner], { commitment: 'confirmed' });
    const lamports = BigInt(wallet?.lamports ?? 0);
    return {
      id: 'sol',
      asset: { kind: 'sol' },
      symbol: 'SOL',
      decimals: SOLANA_NATIVE_DECIMALS,
      balance: lamports,
      solBalance: lamports,
    };
  }
  const address = normalizeSolanaAddress(choice.mint);
  if (!address) throw new InvalidSolanaMintError(choice.mint, 'not a Solana address');
  const mint = new PublicKey(address);
  if (!owner) {
    const [mintAccount, metadata] = await rpc.getMultipleAccountsInfo([mint, metaplexMetadataAddress(mint)], {
      commitment: 'confirmed',
    });
    const mintInfo = decodeMint(mint, mintAccount, metadata);
    return {
      id: address,
      asset: tokenAssetOf(mintInfo),
      symbol: mintInfo.symbol,
      decimals: mintInfo.decimals,
      mint: mintInfo,
      tokenAccountSize: newTokenAccountSize(mint, mintAccount as AccountInfo<Buffer>),
    };
  }
  const sources = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((program) =>
    associatedTokenAddress(owner, mint, program),
  );
  const [wallet, mintAccount, metadata, ...accounts] = await rpc.getMultipleAccountsInfo(
    [owner, mint, metaplexMetadataAddress(mint), ...sources],
    { commitment: 'confirmed' },
  );
  const mintInfo = decodeMint(mint, mintAccount, metadata);
  const asset = tokenAssetOf(mintInfo);
  const at = mintInfo.program === 'token-2022' ? 1 : 0;
  const source = decodeTokenAccount(sources[at], accounts[at]);
  return {
    id: address,
    asset,
    symbol: mintInfo.symbol,
    decimals: mintInfo.decimals,
    mint: mintInfo,
    balance: source?.mint.equals(mint) ? source.amount : 0n,
    solBalance: BigInt(wallet?.lamports ?? 0),
    tokenAccountSize: newTokenAccountSize(mint, mintAccount as AccountInfo<Buffer>),
  };
}
