import type { Address, EIP1193Provider } from 'viem';

/**
 * The browser wallet as the single-wallet EVM tools (transaction, metamask/helper) see it, without the wallet kit: the
 * pages work before any wallet, and wagmi + RainbowKit (provider-wallet-bridge.tsx) load only when one is asked for.
 * The tools talk EIP-1193 to the wallet itself: a replacement carries its own nonce and fees, and adding a chain or a
 * token (EIP-3085, EIP-747) are wallet requests wagmi does not wrap for custom chains.
 */
export interface ProviderWallet {
  status: 'connected' | 'connecting' | 'disconnected';
  address: Address | undefined;
  /** The chain the wallet is on. */
  chainId: number | undefined;
  /** Opens RainbowKit's wallet list. */
  connect: () => void;
  disconnect: () => void;
  /** The connected wallet's EIP-1193 provider. */
  provider: () => Promise<EIP1193Provider>;
}
