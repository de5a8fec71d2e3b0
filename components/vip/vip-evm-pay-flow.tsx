'use client';

import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import type { Locale } from '@/lib/i18n/config';
import type { TransferRequest } from './use-evm-transfer';
import { VipEvmPayButton } from './vip-evm-pay-button';

export interface VipEvmPayFlowProps {
  locale: Locale;
  request: TransferRequest;
  symbol: string;
  chainName: string;
  disabled: boolean;
  onSent: (txHash: string, from: string) => void;
  /** Non-zero: start paying on mount (the user already clicked the button this replaces). */
  startSignal: number;
}

/** The heavy half of VipEvmPay: the wallet kit and the ERC20 transfer (loaded on demand by vip-evm-pay.tsx). */
export function VipEvmPayFlow(props: VipEvmPayFlowProps) {
  return (
    <EvmWalletProvider locale={props.locale}>
      <VipEvmPayButton {...props} />
    </EvmWalletProvider>
  );
}
