'use client';

import { StandardWalletPanel } from '../standard-wallet-panel';
import type { AptosWalletState } from './use-aptos-wallet';
import { AptosWalletError } from './wallet-error';

const reasonOf = (error: unknown) => (error instanceof AptosWalletError ? error.reason : undefined);

/** Connect a detected Aptos wallet (AIP-62), see the address, disconnect. */
export const AptosWalletPanel = ({ wallet }: { wallet: AptosWalletState }) => (
  <StandardWalletPanel wallet={wallet} namespace="aptosWallet" family="aptos" reasonOf={reasonOf} />
);
