import { PublicKey } from '@solana/web3.js';
import { readSolanaBalances } from '@/chains/solana/balances';
import { CollectionShortfallError, type CollectionSource } from '@/chains/solana/collection';
import {
  createSolanaBatchDriver,
  type SentStore,
  SolanaBlockhashExpiredError,
  SolanaTransactionStillPendingError,
} from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { LAMPORTS_PER_SIGNATURE } from '@/chains/solana/transaction';
import type { SolanaKeyRing } from '@/components/tools/solana/key-ring/key-ring';
import type { BatchDriver } from '@/lib/batch/executor';
import type { Chunk } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import { chunkPayer, prepareCollectionChunk } from './chunk-transaction';
import type { CollectionSettings } from './settings';

export interface CollectionRunContext {
  rpc: SolanaRpc;
  settings: CollectionSettings;
  /** The pasted keys (sources and fee payer): the only place they are. */
  ring: SolanaKeyRing;
  /** Signatures and expiry heights of what was sent, by chunk (localStorage in the page: never keys). */
  store?: SentStore;
  pollIntervalMs?: number;
}

interface HeldNow {
  address: string;
  /** SOL: lamports; tokens: the account's amount. */
  held: bigint;
  hasTokenAccount: boolean;
}

/** What each wallet of a chunk holds now: "all" collects the balance at sending time, not the plan's. */
async function readHeld(rpc: SolanaRpc, settings: CollectionSettings, addresses: string[]): Promise<HeldNow[]> {
  const isToken = settings.asset !== 'native';
  const { balances } = await readSolanaBalances({
    connection: rpc,
    owners: addresses,
    mint: isToken ? settings.asset : undefined,
  });
  return balances.map((balance, index) => ({
    address: addresses[index],
    held: balance.balance ?? 0n,
    hasTokenAccount: isToken ? balance.hasTokenAccount === true : true,
  }));
}

/** Whether a wallet still has something this collection would move (or an account it would close). */
function hasWork(wallet: HeldNow, settings: CollectionSettings): boolean {
  if (settings.asset === 'native') {
    return settings.fixedAmount === undefined ? wallet.held > LAMPORTS_PER_SIGNATURE : wallet.held > 0n;
  }
  if (!wallet.hasTokenAccount) return false;
  return wallet.held > 0n || settings.closeTokenAccounts;
}

function nothingLeft(): AppError {
  return new AppError(CLIENT_CODE.INSUFFICIENT_BALANCE, 'Nothing is left to collect in these wallets');
}

/** The library's and the driver's failures in the user's language (lib/errors codes). */
function asAppError(error: unknown): unknown {
  if (error instanceof CollectionShortfallError) {
    return new AppError(CLIENT_CODE.INSUFFICIENT_GAS_BALANCE, error.message, { raw: error });
  }
  if (error instanceof SolanaBlockhashExpiredError) {
    return new AppError(CLIENT_CODE.SIGNATURE_EXPIRED, error.message, { raw: error });
  }
  if (error instanceof SolanaTransactionStillPendingError) {
    return new AppError(CLIENT_CODE.REQUEST_ALREADY_PENDING, error.message, { raw: error });
  }
  return error;
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asAppError(error);
  }
}

/**
 * The batch engine's steps for a Solana collection: createSolanaBatchDriver (blockhash expiry, no double sends)
 * with a builder that reads the chunk's wallets, builds the transaction and signs it here with the pasted key pairs.
 * A retry asks the chain first; in "all" mode a chunk whose wallets are already empty counts as done.
 */
export function createCollectionDriver(context: CollectionRunContext): BatchDriver {
  const { rpc, settings, ring } = context;
  const isFixed = settings.fixedAmount !== undefined;

  async function sourcesNow(chunk: Chunk, payer: string): Promise<CollectionSource[]> {
    const held = await readHeld(
      rpc,
      settings,
      chunk.rows.map((row) => row.address),
    );
    // The paying source stays first even when empty: the library then names the shortfall.
    const kept = held.filter((wallet) => hasWork(wallet, settings) || (wallet.address === payer && wallet.held > 0n));
    if (kept.length === 0) throw nothingLeft();
    return kept.map((wallet) => ({
      owner: new PublicKey(wallet.address),
      amount: isFixed ? (settings.fixedAmount as bigint) : wallet.held,
    }));
  }

  const base = createSolanaBatchDriver({
    rpc,
    store: context.store,
    pollIntervalMs: context.pollIntervalMs,
    buildAndSign: (chunk, blockhash) =>
      mapped(async () => {
        const payer = chunkPayer(settings, chunk);
        const sources = await sourcesNow(chunk, payer);
        const signers = [payer, ...sources.map((source) => source.owner.toBase58())];
        const keypairs = [...new Set(signers)].map((address) => {
          const keypair = ring.keypair(address);
          if (!keypair) throw new AppError(CLIENT_CODE.INVALID_PRIVATE_KEY, `No private key was pasted for ${address}`);
          return keypair;
        });
        const prepared = await prepareCollectionChunk(rpc, settings, payer, sources, blockhash);
        prepared.transaction.sign(keypairs);
        return prepared.transaction;
      }),
  });

  async function isSwept(chunk: Chunk): Promise<boolean> {
    if (isFixed) return false;
    const held = await readHeld(
      rpc,
      settings,
      chunk.rows.map((row) => row.address),
    );
    return held.every((wallet) => !hasWork(wallet, settings));
  }

  return {
    send: (chunk, sendContext) => mapped(() => base.send(chunk, sendContext)),
    wait: (signature, chunk) => mapped(() => base.wait(signature, chunk)),
    checkOnChain: (chunk, lastSignature) =>
      mapped(async () => (await base.checkOnChain(chunk, lastSignature)) || isSwept(chunk)),
  };
}
