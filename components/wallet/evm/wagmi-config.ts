import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit';
import { injectedWallet, metaMaskWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { bsc, mainnet } from 'viem/chains';
import { type Config, createConfig, fallback, http, injected, unstable_connector } from 'wagmi';

/** The EVM chains a wallet connects to; RPC overrides (env, the user's custom RPC) come with the chain registry. */
export const EVM_WALLET_CHAINS = [mainnet, bsc] as const;

/**
 * WalletConnect needs a project id from its cloud dashboard. Without one only browser wallets are offered:
 * every installed wallet that announces itself (EIP-6963) plus window.ethereum as "Browser Wallet".
 */
const WALLETCONNECT_PROJECT_ID = process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ?? '';

/** Group names RainbowKit translates itself ('Installed' comes first: the wallets found through EIP-6963). */
function walletGroups(): WalletList {
  if (!WALLETCONNECT_PROJECT_ID) return [{ groupName: 'Other', wallets: [injectedWallet] }];
  return [{ groupName: 'Popular', wallets: [metaMaskWallet, walletConnectWallet, injectedWallet] }];
}

/**
 * Reads go to the browser wallet's own RPC first, so they see the chain the wallet sees (its provider, rate limits
 * and all, also a local node in tests), then to the chain's public RPC: when the wallet is on another chain, is
 * connected through WalletConnect, or there is no browser wallet. Signing always goes through the connected wallet.
 */
function walletFirstTransport() {
  return fallback([unstable_connector(injected), http()]);
}

function createEvmWagmiConfig(): Config {
  const connectors = connectorsForWallets(walletGroups(), {
    appName: 'Chainkit',
    // connectorsForWallets insists on a project id even when no WalletConnect wallet is listed.
    projectId: WALLETCONNECT_PROJECT_ID || 'chainkit-browser-wallets-only',
  });
  return createConfig({
    chains: EVM_WALLET_CHAINS,
    connectors,
    transports: { [mainnet.id]: walletFirstTransport(), [bsc.id]: walletFirstTransport() },
    ssr: true,
  });
}

let sharedConfig: Config | undefined;

/** One config per page load: connectors keep their listeners, so pages that mount the provider twice share it. */
export function evmWagmiConfig(): Config {
  sharedConfig ??= createEvmWagmiConfig();
  return sharedConfig;
}
