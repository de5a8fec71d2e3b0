import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { createGroupedSigning, type TransactionsSigner } from '@/chains/solana/grouped-signing';
import { createSolanaBatchDriver, type SentStore } from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { SolanaTokenAccount } from '@/chains/solana/token-accounts';
import type { SolanaKeyRing } from '@/components/tools/solana/key-ring/key-ring';
import type { BatchDriver } from '@/lib/batch/executor';
import type { Chunk } from '@/lib/batch/types';
import { prepareCloseChunk } from './close-transaction';

export class MissingSolanaKeyError extends Error {
  constructor(readonly address: string) {
    super(`The private key of ${address} is not pasted`);
    this.name = 'MissingSolanaKeyError';
  }
}

/** Signs each transaction with its fee payer's pasted key pair, in the page. */
export function keyRingSigner(ring: SolanaKeyRing): TransactionsSigner {
  return async (transactions) =>
    transactions.map((transaction) => {
      const payer = transaction.message.staticAccountKeys[0].toBase58();
      const keypair = ring.keypair(payer);
      if (!keypair) throw new MissingSolanaKeyError(payer);
      transaction.sign([keypair]);
      return transaction;
    });
}

export interface CloseDriverOptions {
  rpc: SolanaRpc;
  /** The plan's accounts by token account address. */
  accounts: ReadonlyMap<string, SolanaTokenAccount>;
  feeReceiver: PublicKey;
  /** The plan's inviter: each transaction pays it 30 % of its fee. */
  referrer?: PublicKey;
  rentReceiver?: PublicKey;
  sign: TransactionsSigner;
  /** A wallet: the pending chunks, signed with the one being sent (one approval; chains/solana/grouped-signing.ts). */
  companions?: () => readonly Chunk[];
  store?: SentStore;
  pollIntervalMs?: number;
}

/** The batch engine's driver for close-account jobs: Solana's driver (resend.ts) with our build and signer. */
export function createCloseDriver(options: CloseDriverOptions): BatchDriver {
  const { rpc, accounts, feeReceiver, referrer, rentReceiver, sign, companions, store, pollIntervalMs } = options;
  const build = async (chunk: Chunk, blockhash: Parameters<typeof prepareCloseChunk>[1]['blockhash']) => {
    const chunkAccounts = chunk.rows.map((row) => {
      const account = accounts.get(row.address);
      if (!account) throw new RangeError(`Account ${row.address} is not in the plan`);
      return account;
    });
    const prepared = await prepareCloseChunk(rpc, {
      accounts: chunkAccounts,
      feeReceiver,
      referrer,
      rentReceiver,
      blockhash,
    });
    return prepared.transaction;
  };
  if (!companions) {
    return createSolanaBatchDriver({
      rpc,
      store,
      pollIntervalMs,
      buildAndSign: async (chunk, blockhash) => {
        const [signed] = await sign([await build(chunk, blockhash)]);
        return signed as VersionedTransaction;
      },
    });
  }
  const grouped = createGroupedSigning({ rpc, build, sign, companions });
  return createSolanaBatchDriver({ rpc: grouped.rpc, buildAndSign: grouped.buildAndSign, store, pollIntervalMs });
}
