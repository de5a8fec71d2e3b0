'use client';

import { useEffect, useMemo } from 'react';
import { getCapabilities, sendCalls, waitForCallsStatus } from 'wagmi/actions';
import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import { useKitActions, useKitWallet } from '@/components/wallet/evm/use-kit-wallet';
import type { Locale } from '@/lib/i18n/config';
import { type ApprovalWallet, hasAtomicBatch } from './owner-wallet';

export interface ApprovalWalletBridgeProps {
  locale: Locale;
  /** Raised by each click on a connect action: RainbowKit's wallet list opens once per raise. */
  connectRequest: number;
  onChange: (wallet: ApprovalWallet) => void;
}

/** A batch is final within this time or reported as failed (the chain is read again afterwards anyway). */
const CALLS_TIMEOUT_MS = 300_000;

function Bridge({ connectRequest, onChange }: Omit<ApprovalWalletBridgeProps, 'locale'>) {
  const { base, address } = useKitWallet(connectRequest);
  const { config, switchChain, send } = useKitActions(address);

  const wallet = useMemo<ApprovalWallet>(
    () => ({
      ...base,
      switchChain,
      send,
      supportsBatch: async (target) => {
        try {
          return hasAtomicBatch(await getCapabilities(config, { account: address, chainId: target }));
        } catch {
          return false;
        }
      },
      sendCalls: async (target, calls) => {
        const { id } = await sendCalls(config, {
          account: address,
          chainId: target,
          calls: calls.map(({ to, data }) => ({ to, data })),
          forceAtomic: true,
        });
        const result = await waitForCallsStatus(config, { id, timeout: CALLS_TIMEOUT_MS });
        return {
          status: result.status === 'success' ? 'success' : 'failure',
          transactionHashes: (result.receipts ?? []).map((receipt) => receipt.transactionHash),
        };
      },
    }),
    [base, switchChain, send, config, address],
  );

  useEffect(() => onChange(wallet), [wallet, onChange]);
  return null;
}

/** The wallet kit (wagmi + RainbowKit) of the approval tools, loaded on demand (next/dynamic, no SSR). */
export default function ApprovalWalletBridge({ locale, connectRequest, onChange }: ApprovalWalletBridgeProps) {
  return (
    <EvmWalletProvider locale={locale}>
      <Bridge connectRequest={connectRequest} onChange={onChange} />
    </EvmWalletProvider>
  );
}
