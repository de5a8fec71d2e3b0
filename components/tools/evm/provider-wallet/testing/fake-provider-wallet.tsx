import { useEffect } from 'react';
import type { Address, EIP1193Provider } from 'viem';
import type { ProviderWalletBridgeProps } from '../provider-wallet-bridge';
import type { ProviderWallet } from '../wallet-handle';

// Test support only: stands in for the wallet kit (provider-wallet-bridge.tsx, mocked with FakeBridge) and gives the
// page a connected wallet whose EIP-1193 provider answers the wallet's own requests and passes the rest (signing
// included) to a local anvil, which signs with its unlocked dev accounts.

export const bridgeState = {
  mounts: 0,
  onChange: undefined as ((wallet: ProviderWallet) => void) | undefined,
};

export function FakeBridge({ onChange }: ProviderWalletBridgeProps) {
  useEffect(() => {
    bridgeState.mounts += 1;
  }, []);
  useEffect(() => {
    bridgeState.onChange = onChange;
  }, [onChange]);
  return null;
}

export interface FakeWalletRequest {
  method: string;
  params?: unknown;
}

/** A connected wallet on `chainId` for `address`; every request is recorded in `requests`. */
export function fakeProviderWallet(rpcUrl: string, address: Address, chainId: number) {
  const requests: FakeWalletRequest[] = [];
  const own: Record<string, (params: unknown) => unknown> = {
    eth_chainId: () => `0x${chainId.toString(16)}`,
    eth_accounts: () => [address],
    wallet_addEthereumChain: () => null,
    wallet_switchEthereumChain: () => null,
    wallet_watchAsset: () => true,
  };
  const provider = {
    async request({ method, params }: FakeWalletRequest) {
      requests.push({ method, params });
      if (own[method]) return own[method](params);
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string; code: number } };
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    },
  } as unknown as EIP1193Provider;
  const wallet: ProviderWallet = {
    status: 'connected',
    address,
    chainId,
    connect: () => undefined,
    disconnect: () => undefined,
    provider: async () => provider,
  };
  return { wallet, requests };
}
