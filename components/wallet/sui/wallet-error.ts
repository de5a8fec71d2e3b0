/** Why the Sui wallet could not do what the page asked (a message key under suiWallet.errors). */
export type SuiWalletErrorReason = 'no-wallet' | 'wrong-account' | 'other-bytes' | 'failed';

export class SuiWalletError extends Error {
  constructor(
    readonly reason: SuiWalletErrorReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'SuiWalletError';
  }
}
