'use client';

import type { TokenToolProps } from '../shared/token-wallet';
import { TokenWalletFrame } from '../shared/token-wallet-frame';
import { UpdateView } from './update-view';

/** The wallet half of solana/token/update, loaded in the browser only (with the wallet adapter). */
export default function UpdateWallet(props: TokenToolProps) {
  return <TokenWalletFrame>{(context) => <UpdateView {...props} {...context} />}</TokenWalletFrame>;
}
