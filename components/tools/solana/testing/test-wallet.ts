import type { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { TransactionsSigner } from '@/chains/solana/grouped-signing';
import type { LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';

/**
 * Test support. The litesvm adapter with a clock: each slot read moves the chain one block on, as time passes on a
 * real cluster while a page polls (lookup tables become usable the slot after they were written).
 */
export function clockedRpc(rpc: LiteSvmRpc): LiteSvmRpc {
  return new Proxy(rpc, {
    get(target, property) {
      if (property === 'getSlot') {
        return async () => {
          target.advanceBlocks(1);
          return target.getSlot();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface TestWallet {
  signAll: TransactionsSigner;
  /** The number of transactions in each approval asked for. */
  approvals: number[];
  /** Refuses the next `count` approvals as a wallet does when the user declines. */
  declineNext: (count: number) => void;
}

/** A wallet's signAllTransactions over a key pair: the boundary the page calls, nothing else stubbed. */
export function testWallet(keypair: Keypair): TestWallet {
  const approvals: number[] = [];
  let declines = 0;
  return {
    approvals,
    declineNext: (count) => {
      declines += count;
    },
    signAll: async (transactions: VersionedTransaction[]) => {
      approvals.push(transactions.length);
      if (declines > 0) {
        declines -= 1;
        throw Object.assign(new Error('User rejected the request.'), { name: 'WalletSignTransactionError' });
      }
      for (const transaction of transactions) transaction.sign([keypair]);
      return transactions;
    },
  };
}
