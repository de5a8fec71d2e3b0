'use client';

import type { TokenToolProps } from '../shared/token-wallet';
import { TokenWalletFrame } from '../shared/token-wallet-frame';
import { AccountView } from './account-view';

/** The wallet half of solana/account, loaded in the browser only (with the wallet adapter). */
export default function AccountWallet(props: TokenToolProps) {
  return <TokenWalletFrame>{(context) => <AccountView {...props} {...context} />}</TokenWalletFrame>;
}
