import {
  ACCOUNT_SIZE,
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  createSetAuthorityInstruction,
  ExtensionType,
  getAccountLen,
  MINT_SIZE,
} from '@solana/spl-token';
import { Keypair, type PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { tokenToolFeeLamports } from '../fees';
import { type PreparedTransaction, prepareTransaction } from '../prepare';
import type { SolanaRpc } from '../rpc';
import { associatedTokenAddress, type TokenProgramName, tokenProgramId } from '../token-accounts';
import { type TokenTransactionOptions, withServiceFee } from './action';
import { withTokenErrors } from './errors';
import {
  createMetadataAccountV3Instruction,
  fungibleDataV2,
  METAPLEX_CREATE_FEE_LAMPORTS,
  METAPLEX_METADATA_ACCOUNT_SIZE,
} from './metaplex';
import {
  initializeMetadataPointerInstruction,
  initializeToken2022MetadataInstruction,
  token2022MintRent,
  token2022RevokeMetadataInstructions,
} from './token-2022-metadata';
import { TokenInputError, validateTokenPublishInput } from './validate';

/**
 * Publishing a token in one transaction, signed by the creator (payer, every authority) and the new mint key pair:
 * - 'spl': classic SPL Token mint + Metaplex metadata account (CreateMetadataAccountV3);
 * - 'token-2022': a mint carrying its own metadata (MetadataPointer to itself + TokenMetadata).
 * Then the initial supply to the creator's associated account, the optional revocations, and the 0.1 SOL fee.
 */

export interface PublishTokenOptions extends TokenTransactionOptions {
  creator: PublicKey;
  program: TokenProgramName;
  name: string;
  symbol: string;
  /** The metadata JSON's URI (the image is named inside that JSON). */
  uri: string;
  decimals: number;
  /** Initial supply in base units, minted to the creator; 0: none (no token account is made). */
  supply: bigint;
  /** Revoked after the initial mint: the supply is fixed for good. */
  revokeMintAuthority?: boolean;
  /** Created without a freeze authority. */
  revokeFreezeAuthority?: boolean;
  /** Metadata fixed for good (Metaplex is_mutable = false; Token-2022 update authority None). */
  revokeUpdateAuthority?: boolean;
  /** The mint key pair; default a fresh one (the page keeps it only to sign this transaction). */
  mint?: Keypair;
}

export interface PublishTokenPlan {
  /** The work and the fee, without compute-budget instructions. */
  instructions: TransactionInstruction[];
  mint: Keypair;
  /** Key pairs that must sign besides the creator's wallet: the mint. */
  signers: Keypair[];
  /** The creator's associated account holding the initial supply (undefined when the supply is 0). */
  tokenAccount?: PublicKey;
  /** Service fee, lamports. */
  fee: bigint;
  /** Rent the new accounts lock, plus Metaplex's creation fee for 'spl': the page adds it to the cost shown. */
  accountCosts: bigint;
}

export async function publishTokenInstructions(
  rpc: SolanaRpc,
  options: PublishTokenOptions,
): Promise<PublishTokenPlan> {
  const checked = validateTokenPublishInput({ ...options, supply: '0' });
  if (!checked.value) throw new TokenInputError(checked.issues);
  const { name, symbol, uri, decimals } = checked.value;
  if (options.supply < 0n || options.supply >= 1n << 64n)
    throw new TokenInputError([{ field: 'supply', code: 'aboveU64' }]);
  const { creator, program } = options;
  const programId = tokenProgramId(program);
  const mint = options.mint ?? Keypair.generate();
  const mintKey = mint.publicKey;
  const freezeAuthority = options.revokeFreezeAuthority ? null : creator;
  const rent = async (size: number) => BigInt(await rpc.getMinimumBalanceForRentExemption(size));
  const work: TransactionInstruction[] = [];
  let accountCosts: bigint;
  if (program === 'spl') {
    const lamports = await rent(MINT_SIZE);
    accountCosts = lamports + (await rent(METAPLEX_METADATA_ACCOUNT_SIZE)) + METAPLEX_CREATE_FEE_LAMPORTS;
    work.push(
      SystemProgram.createAccount({
        fromPubkey: creator,
        newAccountPubkey: mintKey,
        lamports: Number(lamports),
        space: MINT_SIZE,
        programId,
      }),
      createInitializeMint2Instruction(mintKey, decimals, creator, freezeAuthority, programId),
      createMetadataAccountV3Instruction({
        mint: mintKey,
        mintAuthority: creator,
        payer: creator,
        updateAuthority: creator,
        data: fungibleDataV2(name, symbol, uri),
        isMutable: !options.revokeUpdateAuthority,
      }),
    );
  } else {
    const metadata = { updateAuthority: creator, mint: mintKey, name, symbol, uri, additionalMetadata: [] };
    const { space, lamports } = await token2022MintRent(rpc, metadata);
    accountCosts = lamports;
    work.push(
      SystemProgram.createAccount({
        fromPubkey: creator,
        newAccountPubkey: mintKey,
        lamports: Number(lamports),
        space,
        programId,
      }),
      initializeMetadataPointerInstruction(mintKey, creator),
      createInitializeMint2Instruction(mintKey, decimals, creator, freezeAuthority, programId),
      initializeToken2022MetadataInstruction({
        mint: mintKey,
        mintAuthority: creator,
        updateAuthority: creator,
        name,
        symbol,
        uri,
      }),
    );
    if (options.revokeUpdateAuthority) work.push(...token2022RevokeMetadataInstructions(mintKey, creator, true));
  }
  let tokenAccount: PublicKey | undefined;
  if (options.supply > 0n) {
    tokenAccount = associatedTokenAddress(creator, mintKey, programId);
    // Token-2022's associated accounts carry ImmutableOwner: 165 + 1 (account type) + 4 (TLV header).
    accountCosts += await rent(program === 'spl' ? ACCOUNT_SIZE : getAccountLen([ExtensionType.ImmutableOwner]));
    work.push(
      createAssociatedTokenAccountIdempotentInstruction(creator, tokenAccount, creator, mintKey, programId),
      createMintToCheckedInstruction(mintKey, tokenAccount, creator, options.supply, decimals, [], programId),
    );
  }
  if (options.revokeMintAuthority) {
    work.push(createSetAuthorityInstruction(mintKey, creator, AuthorityType.MintTokens, null, [], programId));
  }
  const built = withServiceFee(creator, work, options.fee, tokenToolFeeLamports('publish'));
  return { ...built, mint, signers: [mint], tokenAccount, accountCosts };
}

export type PreparedPublishToken = PreparedTransaction & Omit<PublishTokenPlan, 'instructions'>;

/**
 * Simulated and built, unsigned. The page has the wallet sign, then adds the mint's signature
 * (`transaction.sign(signers)` fills the mint's slot and keeps the wallet's).
 */
export async function preparePublishToken(rpc: SolanaRpc, options: PublishTokenOptions): Promise<PreparedPublishToken> {
  const { instructions, ...plan } = await publishTokenInstructions(rpc, options);
  const prepared = await withTokenErrors(() =>
    prepareTransaction(rpc, {
      payer: options.creator,
      signatures: 1 + plan.signers.length,
      instructions,
      microLamports: options.microLamports,
      blockhash: options.blockhash,
    }),
  );
  return { ...prepared, ...plan };
}
