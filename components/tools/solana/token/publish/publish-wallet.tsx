'use client';

import type { TokenToolProps } from '../shared/token-wallet';
import { TokenWalletFrame } from '../shared/token-wallet-frame';
import { PublishView } from './publish-view';

/** The wallet half of solana/token/publish, loaded in the browser only (with the wallet adapter). */
export default function PublishWallet(props: TokenToolProps) {
  return <TokenWalletFrame>{(context) => <PublishView {...props} {...context} />}</TokenWalletFrame>;
}
