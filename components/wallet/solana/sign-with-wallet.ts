'use client';

import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { useCallback } from 'react';
import { useSolanaWallet } from './wallet-context';

/** Signs a group of transactions with the connected wallet; null when no wallet that can sign is connected. */
export type SolanaWalletSigner = (transactions: VersionedTransaction[]) => Promise<VersionedTransaction[]>;

export class SolanaWalletCannotSignError extends Error {
  constructor() {
    super('The connected Solana wallet cannot sign transactions');
    this.name = 'SolanaWalletCannotSignError';
  }
}

/**
 * The connected wallet as a signer for the batch tools: one approval for a whole group where the wallet offers
 * signAllTransactions, else one approval per transaction.
 */
export function useSolanaWalletSigner(): { publicKey: PublicKey | null; sign: SolanaWalletSigner } {
  const { publicKey, signAllTransactions, signTransaction } = useSolanaWallet();
  const sign = useCallback<SolanaWalletSigner>(
    async (transactions) => {
      if (signAllTransactions) return signAllTransactions(transactions);
      if (!signTransaction) throw new SolanaWalletCannotSignError();
      const signed: VersionedTransaction[] = [];
      for (const transaction of transactions) signed.push(await signTransaction(transaction));
      return signed;
    },
    [signAllTransactions, signTransaction],
  );
  return { publicKey, sign };
}
