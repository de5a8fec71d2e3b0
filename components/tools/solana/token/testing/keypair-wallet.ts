import type { Keypair, VersionedTransaction } from '@solana/web3.js';
import type { TokenWallet } from '../shared/token-wallet';

export interface KeypairWallet extends TokenWallet {
  /** How many transactions each approval asked to sign. */
  approvals: number[];
}

/**
 * Test support: a key pair standing in for the connected wallet, at the boundary the pages call (signAllTransactions),
 * nothing else stubbed.
 */
export function keypairWallet(keypair: Keypair): KeypairWallet {
  const approvals: number[] = [];
  return {
    publicKey: keypair.publicKey,
    approvals,
    sign: async (transactions: VersionedTransaction[]) => {
      approvals.push(transactions.length);
      for (const transaction of transactions) transaction.sign([keypair]);
      return transactions;
    },
  };
}
