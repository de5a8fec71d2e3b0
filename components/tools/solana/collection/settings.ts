import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import type { CollectionOptions } from '@/chains/solana/collection';
import { batchCollectionFeeLamports } from '@/chains/solana/fees';
import type { SolanaTransferAsset } from '@/chains/solana/transfers';

/** The engine's storage name of this tool's job (localStorage: rows, statuses, signatures; never keys). */
export const COLLECTION_STORAGE_TOOL = 'solana-collection';

/**
 * A collection as decided once balances and the mint are read: everything the plan and the run need, as plain
 * strings and bigints so it can be written to the job's meta and read back for a resume.
 */
export interface CollectionSettings {
  destination: string;
  /** 'native' for SOL, else the mint. */
  asset: 'native' | string;
  /** Token program of the mint (tokens only). */
  tokenProgram?: 'spl' | 'token-2022';
  symbol: string;
  decimals: number;
  /** Per wallet, in base units; undefined: everything ("all"). */
  fixedAmount?: bigint;
  /** Tokens with "all": close each emptied account, its rent going to `rentReceiver`. */
  closeTokenAccounts: boolean;
  /** The one wallet paying every transaction's fees; undefined: each transaction's first source pays. */
  feePayer?: string;
  /** Where closed accounts' rent goes: the fee-paying wallet when one was chosen, else the destination. */
  rentReceiver: string;
  /** Tokens: the destination has no account for the mint yet, so each transaction creates it (idempotent). */
  createDestinationAccount: boolean;
  /** Priority fee, micro-lamports per compute unit (0: none). */
  microLamports: bigint;
  /** Receives the service fee (the server's SOLANA_FEE_RECEIVER). */
  feeReceiver: string;
  /** The inviter, paid 30 % of each fee (checked usable on chain when planned; the chunks are packed for it). */
  referrer?: string;
}

export function isTokenCollection(settings: CollectionSettings): boolean {
  return settings.asset !== 'native';
}

export function collectionAsset(settings: CollectionSettings): SolanaTransferAsset {
  if (settings.asset === 'native') return { kind: 'sol' };
  return {
    kind: 'token',
    mint: new PublicKey(settings.asset),
    decimals: settings.decimals,
    programId: settings.tokenProgram === 'token-2022' ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID,
  };
}

/** The library's options for a transaction paid by `payer` (the chosen fee payer, or the chunk's first source). */
export function collectionOptions(settings: CollectionSettings, payer: string): CollectionOptions {
  return {
    asset: collectionAsset(settings),
    destination: new PublicKey(settings.destination),
    feePayer: new PublicKey(payer),
    fee: {
      receiver: new PublicKey(settings.feeReceiver),
      lamports: batchCollectionFeeLamports(),
      ...(settings.referrer ? { referrer: new PublicKey(settings.referrer) } : {}),
    },
    closeTokenAccounts: settings.closeTokenAccounts,
    rentReceiver: new PublicKey(settings.rentReceiver),
    createDestinationAccount: settings.createDestinationAccount,
  };
}

/** The job's meta: identifiers and numbers only (lib/batch/persist refuses anything key-shaped). */
export function settingsToMeta(settings: CollectionSettings): Record<string, string> {
  return {
    tool: COLLECTION_STORAGE_TOOL,
    destination: settings.destination,
    asset: settings.asset,
    tokenProgram: settings.tokenProgram ?? '',
    symbol: settings.symbol,
    decimals: String(settings.decimals),
    amount: settings.fixedAmount === undefined ? 'all' : settings.fixedAmount.toString(),
    closeTokenAccounts: settings.closeTokenAccounts ? '1' : '0',
    feePayer: settings.feePayer ?? 'first-source',
    rentReceiver: settings.rentReceiver,
    createDestinationAccount: settings.createDestinationAccount ? '1' : '0',
    microLamports: settings.microLamports.toString(),
    referrer: settings.referrer ?? '',
  };
}

/**
 * The settings of a saved job; the fee receiver is today's (the server's), not a stored one, while the inviter is the
 * plan's: its chunks were packed for that fee's transfers (jobs saved before inviters were paid have none).
 */
export function settingsFromMeta(meta: Record<string, string>, feeReceiver: string): CollectionSettings {
  const tokenProgram =
    meta.tokenProgram === 'spl' || meta.tokenProgram === 'token-2022' ? meta.tokenProgram : undefined;
  return {
    destination: meta.destination,
    asset: meta.asset,
    tokenProgram,
    symbol: meta.symbol ?? '',
    decimals: Number(meta.decimals),
    fixedAmount: meta.amount === 'all' || meta.amount === undefined ? undefined : BigInt(meta.amount),
    closeTokenAccounts: meta.closeTokenAccounts === '1',
    feePayer: meta.feePayer === 'first-source' ? undefined : meta.feePayer,
    rentReceiver: meta.rentReceiver,
    createDestinationAccount: meta.createDestinationAccount === '1',
    microLamports: BigInt(meta.microLamports ?? '0'),
    feeReceiver,
    referrer: meta.referrer ? normalizeSolanaAddress(meta.referrer) : undefined,
  };
}
