import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createTransferCheckedInstruction,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  type BlockhashWithExpiryBlockHeight,
  type PublicKey,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js';
import { type SolanaServiceFee, serviceFeeInstructions } from './fees';
import { COMPUTE_UNIT_ESTIMATES, largestFitting, placeholderKey, TEMPLATE_FEE_LAMPORTS } from './packing';
import { type FeeContext, type PreparedTransaction, prepareTransaction } from './prepare';
import type { SolanaRpc } from './rpc';
import { associatedTokenAddress } from './token-accounts';
import { buildTransaction, MAX_COMPUTE_UNITS, MAX_INSTRUCTIONS, transactionFit } from './transaction';
import type { SolanaTransferAsset } from './transfers';

/**
 * Batch collection: many source wallets (key pairs the user imported) → one destination. Each source signs its own
 * transfer; several sources share a transaction, whose fee payer is the destination's wallet, another wallet, or the
 * chunk's first source. SOL sources are emptied to 0 lamports exactly (a system account may end at 0, never between
 * 0 and the rent minimum): a source that pays the fees sends its balance minus the network and service fees. Token
 * sources send their whole associated-account balance; the emptied accounts can be closed in the same transaction,
 * their rent going to `rentReceiver` (default the destination).
 */

export interface CollectionSource {
  owner: PublicKey;
  /** SOL: the source's lamports. Tokens: the amount in its associated token account. */
  amount: bigint;
}

export interface CollectionOptions {
  asset: SolanaTransferAsset;
  destination: PublicKey;
  /** Who pays network and service fees and signs first; 'first-source': each transaction's first source. */
  feePayer: PublicKey | 'first-source';
  fee?: SolanaServiceFee;
  /** Tokens: close each emptied source account. */
  closeTokenAccounts?: boolean;
  /** Where closed accounts' rent goes; default the destination. */
  rentReceiver?: PublicKey;
  /** Tokens: create the destination's associated account (idempotent) in each transaction. */
  createDestinationAccount?: boolean;
}

export class CollectionShortfallError extends Error {
  constructor(
    readonly source: string,
    readonly needed: bigint,
    readonly available: bigint,
  ) {
    super(`Source ${source} holds ${available} lamports, less than the ${needed} of fees it would pay`);
    this.name = 'CollectionShortfallError';
  }
}

export function collectionFeePayer(sources: readonly CollectionSource[], options: CollectionOptions): PublicKey {
  if (options.feePayer !== 'first-source') return options.feePayer;
  if (sources.length === 0) throw new RangeError('A collection transaction needs at least one source');
  return sources[0].owner;
}

/** Distinct signers: the fee payer and every source. */
export function collectionSignerCount(sources: readonly CollectionSource[], options: CollectionOptions): number {
  const keys = new Set([collectionFeePayer(sources, options).toBase58(), ...sources.map((s) => s.owner.toBase58())]);
  return keys.size;
}

function feeTotal(fee: SolanaServiceFee | undefined): bigint {
  return fee?.lamports ?? 0n;
}

/** The transaction's instructions once its network fee is known (a paying SOL source subtracts it). */
export function collectionInstructions(
  sources: readonly CollectionSource[],
  options: CollectionOptions,
  context: FeeContext,
): TransactionInstruction[] {
  const { asset, destination, fee } = options;
  const payer = collectionFeePayer(sources, options);
  const instructions: TransactionInstruction[] = [];
  if (asset.kind === 'token' && options.createDestinationAccount) {
    const account = associatedTokenAddress(destination, asset.mint, asset.programId);
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(
        payer,
        account,
        destination,
        asset.mint,
        asset.programId,
        ASSOCIATED_TOKEN_PROGRAM_ID,
      ),
    );
  }
  for (const source of sources) {
    if (source.owner.equals(destination)) continue;
    if (asset.kind === 'sol') {
      const costs = source.owner.equals(payer) ? context.networkFee + feeTotal(fee) : 0n;
      if (source.amount < costs) throw new CollectionShortfallError(source.owner.toBase58(), costs, source.amount);
      const lamports = source.amount - costs;
      if (lamports > 0n) {
        instructions.push(SystemProgram.transfer({ fromPubkey: source.owner, toPubkey: destination, lamports }));
      }
      continue;
    }
    const from = associatedTokenAddress(source.owner, asset.mint, asset.programId);
    if (source.amount > 0n) {
      const to = associatedTokenAddress(destination, asset.mint, asset.programId);
      instructions.push(
        createTransferCheckedInstruction(
          from,
          asset.mint,
          to,
          source.owner,
          source.amount,
          asset.decimals,
          [],
          asset.programId,
        ),
      );
    }
    if (options.closeTokenAccounts) {
      const rentReceiver = options.rentReceiver ?? destination;
      instructions.push(createCloseAccountInstruction(from, rentReceiver, source.owner, [], asset.programId));
    }
  }
  // The fee goes last: a paying source's balance must still cover it after its transfer (which left exactly this).
  instructions.push(...serviceFeeInstructions(payer, fee));
  return instructions;
}

/** Sources per transaction for this shape of collection, measured on real transactions with placeholder keys. */
export function collectionCapacity(layout: {
  asset: 'sol' | 'token';
  closeTokenAccounts?: boolean;
  createDestinationAccount?: boolean;
  hasFee: boolean;
  hasReferrer?: boolean;
  hasPriorityFee?: boolean;
  feePayerIsSource?: boolean;
}): number {
  const asset: SolanaTransferAsset =
    layout.asset === 'sol'
      ? { kind: 'sol' }
      : { kind: 'token', mint: placeholderKey(10_000), decimals: 6, programId: TOKEN_PROGRAM_ID };
  const fee = layout.hasFee
    ? {
        receiver: placeholderKey(10_001),
        lamports: TEMPLATE_FEE_LAMPORTS,
        referrer: layout.hasReferrer ? placeholderKey(10_002) : undefined,
      }
    : undefined;
  const perSource =
    layout.asset === 'sol'
      ? COMPUTE_UNIT_ESTIMATES.solTransfer
      : COMPUTE_UNIT_ESTIMATES.tokenTransfer + (layout.closeTokenAccounts ? COMPUTE_UNIT_ESTIMATES.closeAccount : 0);
  const options: CollectionOptions = {
    asset,
    destination: placeholderKey(10_004),
    feePayer: layout.feePayerIsSource ? 'first-source' : placeholderKey(10_005),
    fee,
    closeTokenAccounts: layout.closeTokenAccounts,
    createDestinationAccount: layout.createDestinationAccount,
  };
  const fits = (count: number) => {
    if (count === 0) return true;
    const units = COMPUTE_UNIT_ESTIMATES.base + count * perSource + COMPUTE_UNIT_ESTIMATES.createAccount;
    if (units > MAX_COMPUTE_UNITS || count * 2 > MAX_INSTRUCTIONS) return false;
    const sources = Array.from({ length: count }, (_, index) => ({ owner: placeholderKey(index), amount: 10n ** 12n }));
    const instructions = collectionInstructions(sources, options, { computeUnits: MAX_COMPUTE_UNITS, networkFee: 0n });
    const payer = collectionFeePayer(sources, options);
    return transactionFit(
      buildTransaction({ payer, instructions, computeBudget: { microLamports: layout.hasPriorityFee ? 1n : 0n } }),
    ).fits;
  };
  return largestFitting(MAX_INSTRUCTIONS, fits);
}

/** Simulated and built for signing by the fee payer and every source. */
export function prepareCollectionTransaction(
  rpc: SolanaRpc,
  sources: readonly CollectionSource[],
  options: CollectionOptions & { microLamports?: bigint | number; blockhash?: BlockhashWithExpiryBlockHeight },
): Promise<PreparedTransaction> {
  return prepareTransaction(rpc, {
    payer: collectionFeePayer(sources, options),
    signatures: collectionSignerCount(sources, options),
    instructions: (context) => collectionInstructions(sources, options, context),
    microLamports: options.microLamports,
    blockhash: options.blockhash,
  });
}
