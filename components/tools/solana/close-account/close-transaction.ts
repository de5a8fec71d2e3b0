import {
  type BlockhashWithExpiryBlockHeight,
  type PublicKey,
  SystemProgram,
  type VersionedTransaction,
} from '@solana/web3.js';
import { closeAccountsInstructions, prepareCloseAccountsTransaction } from '@/chains/solana/close-accounts';
import { prepareTransaction } from '@/chains/solana/prepare';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { SolanaTokenAccount } from '@/chains/solana/token-accounts';

export interface CloseChunkOptions {
  /** One wallet's accounts, of one token program (a chunk of planClose). */
  accounts: readonly SolanaTokenAccount[];
  feeReceiver: PublicKey;
  /** The inviter, paid 30 % of the fee in this transaction (the plan's, checked usable on chain). */
  referrer?: PublicKey;
  /** Where the reclaimed SOL goes when not to the wallet itself. */
  rentReceiver?: PublicKey;
  blockhash?: BlockhashWithExpiryBlockHeight;
}

export interface PreparedClose {
  /** Unsigned; its fee payer is the owner. */
  transaction: VersionedTransaction;
  reclaimed: bigint;
  fee: bigint;
  networkFee: bigint;
}

/**
 * One chunk's transaction, simulated first (prepare.ts): burn where a balance is left, close, pay 8 % of the rent.
 * With a receiver, the rent still comes back to the wallet, which pays the fee from it and then sends exactly the
 * rest on: the wallet needs SOL for the network fee only, and the receiver gets the reclaimed SOL less our fee.
 */
export async function prepareCloseChunk(rpc: SolanaRpc, options: CloseChunkOptions): Promise<PreparedClose> {
  const { accounts, feeReceiver, referrer, blockhash } = options;
  if (accounts.length === 0) throw new RangeError('A close transaction needs at least one account');
  const owner = accounts[0].owner;
  if (accounts.some((account) => !account.owner.equals(owner))) {
    throw new RangeError('The accounts of one close transaction belong to one wallet');
  }
  const rentReceiver = options.rentReceiver?.equals(owner) ? undefined : options.rentReceiver;
  const fee = { receiver: feeReceiver, ...(referrer ? { referrer } : {}) };
  if (!rentReceiver) {
    return prepareCloseAccountsTransaction(rpc, { owner, accounts, burnDust: true, fee, blockhash });
  }
  const built = closeAccountsInstructions({ owner, accounts, burnDust: true, fee });
  const forward = SystemProgram.transfer({
    fromPubkey: owner,
    toPubkey: rentReceiver,
    lamports: built.reclaimed - built.fee,
  });
  const prepared = await prepareTransaction(rpc, {
    payer: owner,
    instructions: [...built.instructions, forward],
    blockhash,
  });
  return { ...prepared, reclaimed: built.reclaimed, fee: built.fee };
}
