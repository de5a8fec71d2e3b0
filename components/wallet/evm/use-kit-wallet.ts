'use client';

import { useConnectModal } from '@rainbow-me/rainbowkit';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Address, EIP1193Provider, Hash, Hex } from 'viem';
import { useAccount, useConfig, useDisconnect, useSwitchChain } from 'wagmi';
import { sendTransaction } from 'wagmi/actions';
import { switchOrAddChain } from './switch-or-add-chain';

/** What every EVM tool's wallet kit bridge hands its page, whatever else it adds. */
export interface KitWalletBase {
  status: 'connected' | 'connecting' | 'disconnected';
  address: Address | undefined;
  /** The chain the wallet is on. */
  chainId: number | undefined;
  /** Opens RainbowKit's wallet list. */
  connect: () => void;
  disconnect: () => void;
}

/**
 * The connected account as a tool's bridge (wagmi + RainbowKit, loaded on demand) shows it to the page, and
 * RainbowKit's list opened on each raise of `connectRequest`: the click that loaded the kit opens it as soon as
 * RainbowKit can, and each later click again. Only the bridges import this (it brings wagmi).
 */
export function useKitWallet(connectRequest: number) {
  const { address, chainId, status, connector } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { disconnect } = useDisconnect();
  const openRef = useRef(openConnectModal);
  openRef.current = openConnectModal;

  const opened = useRef(0);
  useEffect(() => {
    if (connectRequest <= opened.current || !openConnectModal) return;
    opened.current = connectRequest;
    openConnectModal();
  }, [connectRequest, openConnectModal]);

  const base = useMemo<KitWalletBase>(
    () => ({
      status: status === 'connected' ? 'connected' : status === 'disconnected' ? 'disconnected' : 'connecting',
      address: status === 'connected' ? address : undefined,
      chainId: status === 'connected' ? chainId : undefined,
      connect: () => openRef.current?.(),
      disconnect: () => disconnect(),
    }),
    [status, address, chainId, disconnect],
  );
  return { base, address, connector };
}

/** A transaction the page asks the wallet to sign and send; the wallet assigns the nonce unless one is given. */
export interface KitTransaction {
  /** Undefined: a contract creation. */
  to?: Address;
  data?: Hex;
  value?: bigint;
  gas?: bigint;
  nonce?: number;
}

/**
 * Switching and sending through the kit: wagmi switches only among its configured chains (the registry); a custom
 * chain goes to the wallet itself, added first with the user's RPC when it lacks it.
 */
export function useKitActions(address: Address | undefined) {
  const config = useConfig();
  const { connector } = useAccount();
  const { switchChainAsync } = useSwitchChain();
  const switchChain = useCallback(
    async (target: number, rpcUrl?: string) => {
      if (config.chains.some((chain) => chain.id === target) || !rpcUrl || !connector) {
        await switchChainAsync({ chainId: target });
        return;
      }
      const provider = (await connector.getProvider()) as EIP1193Provider;
      await switchOrAddChain(provider, { chainId: target, rpcUrl });
    },
    [config, connector, switchChainAsync],
  );
  const send = useCallback(
    (target: number, { to, data, value, gas, nonce }: KitTransaction): Promise<Hash> =>
      sendTransaction(config, { account: address, chainId: target, to, data, value, gas, nonce }),
    [config, address],
  );
  return { config, switchChain, send };
}
