import { type BlockhashWithExpiryBlockHeight, PublicKey } from '@solana/web3.js';
import { type CollectionSource, collectionInstructions, collectionSignerCount } from '@/chains/solana/collection';
import { batchCollectionFeeLamports } from '@/chains/solana/fees';
import { type PreparedTransaction, prepareTransaction } from '@/chains/solana/prepare';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { Chunk } from '@/lib/batch/types';
import { type CollectionSettings, collectionOptions } from './settings';

/** Who pays a transaction: the chosen fee payer, or the chunk's first source (the plan put a wallet able to pay there). */
export function chunkPayer(settings: CollectionSettings, chunk: Pick<Chunk, 'rows'>): string {
  return settings.feePayer ?? chunk.rows[0].address;
}

/**
 * Simulates and builds one collection transaction (unsigned). In "all" mode the library sends each source's whole
 * amount, a paying SOL source less the exact fees. With a fixed SOL amount the paying source must still send that
 * amount, so its fees are added to what it is told it holds: the library subtracts them again and the transfer is
 * the fixed amount.
 */
export function prepareCollectionChunk(
  rpc: SolanaRpc,
  settings: CollectionSettings,
  payer: string,
  sources: readonly CollectionSource[],
  blockhash?: BlockhashWithExpiryBlockHeight,
): Promise<PreparedTransaction> {
  const options = collectionOptions(settings, payer);
  const payerKey = new PublicKey(payer);
  const isFixedSol = settings.asset === 'native' && settings.fixedAmount !== undefined;
  const serviceFee = batchCollectionFeeLamports();
  return prepareTransaction(rpc, {
    payer: payerKey,
    signatures: collectionSignerCount(sources, options),
    instructions: (context) =>
      collectionInstructions(
        isFixedSol
          ? sources.map((source) =>
              source.owner.equals(payerKey)
                ? { ...source, amount: source.amount + context.networkFee + serviceFee }
                : source,
            )
          : sources,
        options,
        context,
      ),
    microLamports: settings.microLamports,
    blockhash,
  });
}
