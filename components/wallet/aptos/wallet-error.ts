/** Why the Aptos wallet could not do what the page asked (a message key under aptosWallet.errors). */
export type AptosWalletErrorReason = 'no-wallet' | 'rejected' | 'wrong-account' | 'not-ed25519' | 'failed';

export class AptosWalletError extends Error {
  constructor(
    readonly reason: AptosWalletErrorReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'AptosWalletError';
  }
}
