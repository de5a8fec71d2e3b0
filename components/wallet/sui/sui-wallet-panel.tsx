'use client';

import { StandardWalletPanel } from '../standard-wallet-panel';
import type { SuiWalletState } from './use-sui-wallet';
import { SuiWalletError } from './wallet-error';

const reasonOf = (error: unknown) => (error instanceof SuiWalletError ? error.reason : undefined);

/** Connect a detected Sui wallet (Wallet Standard), see the address, disconnect. */
export const SuiWalletPanel = ({ wallet }: { wallet: SuiWalletState }) => (
  <StandardWalletPanel wallet={wallet} namespace="suiWallet" family="sui" reasonOf={reasonOf} />
);
