import type { Address, Hash } from 'viem';
import type { TransactionRequest } from './chain-access';

/**
 * The browser wallet as the send tool sees it, without the wallet kit: the page's form, line checks and cost work
 * before any wallet, and wagmi + RainbowKit (wallet-bridge.tsx) load only when a wallet is asked for.
 */
export interface EvmWallet {
  status: 'connected' | 'connecting' | 'disconnected';
  address: Address | undefined;
  /** The chain the wallet is on. */
  chainId: number | undefined;
  /** Opens RainbowKit's wallet list. */
  connect: () => void;
  /**
   * Asks the wallet to move to another chain (it may refuse). A chain outside the wallet kit's list (a custom chain)
   * is added to the wallet first when it lacks it, with `rpcUrl`, the user's RPC.
   */
  switchChain: (chainId: number, rpcUrl?: string) => Promise<void>;
  disconnect: () => void;
  /** Signs and sends from the connected account on `chainId`; the wallet assigns the nonce unless one is given. */
  send: (chainId: number, request: TransactionRequest) => Promise<Hash>;
}

/** wagmi keeps the last connection here (its default storage): a visitor who connected before reconnects at once. */
const WAGMI_STORE_KEY = 'wagmi.store';

/** Whether a wallet was connected on an earlier visit (so the wallet kit loads at once to reconnect it). */
export function hadWalletConnection(): boolean {
  try {
    const stored = window.localStorage.getItem(WAGMI_STORE_KEY);
    return stored !== null && /"current":"[^"]+"/.test(stored);
  } catch {
    return false;
  }
}
