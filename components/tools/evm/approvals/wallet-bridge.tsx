'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useEffect, useMemo, useRef } from 'react';
import type { EIP1193Provider } from 'viem';
import { useAccount, useConfig, useDisconnect, useSwitchChain } from 'wagmi';
import { getCapabilities, sendCalls, sendTransaction, waitForCallsStatus } from 'wagmi/actions';
import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import { switchOrAddChain } from '@/components/wallet/evm/switch-or-add-chain';
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
  const config = useConfig();
  const { address, chainId, status, connector } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { switchChainAsync } = useSwitchChain();
  const { disconnect } = useDisconnect();
  const openRef = useRef(openConnectModal);
  openRef.current = openConnectModal;

  const wallet = useMemo<ApprovalWallet>(
    () => ({
      status: status === 'connected' ? 'connected' : status === 'disconnected' ? 'disconnected' : 'connecting',
      address: status === 'connected' ? address : undefined,
      chainId: status === 'connected' ? chainId : undefined,
      connect: () => openRef.current?.(),
      switchChain: async (target, rpcUrl) => {
        if (config.chains.some((chain) => chain.id === target) || !rpcUrl || !connector) {
          await switchChainAsync({ chainId: target });
          return;
        }
        const provider = (await connector.getProvider()) as EIP1193Provider;
        await switchOrAddChain(provider, { chainId: target, rpcUrl });
      },
      disconnect: () => disconnect(),
      send: (target, { to, data, value, gas, nonce }) =>
        sendTransaction(config, { account: address, chainId: target, to, data, value, gas, nonce }),
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
    [status, address, chainId, connector, switchChainAsync, disconnect, config],
  );

  useEffect(() => onChange(wallet), [wallet, onChange]);

  const opened = useRef(0);
  useEffect(() => {
    if (connectRequest <= opened.current || !openConnectModal) return;
    opened.current = connectRequest;
    openConnectModal();
  }, [connectRequest, openConnectModal]);

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
