import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit';
import { injectedWallet, metaMaskWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { type Chain, ChainDisconnectedError, custom, type EIP1193Provider } from 'viem';
import { type Config, createConfig, fallback, http, type Transport } from 'wagmi';
import { EVM_CHAINS } from '@/chains/evm/chains';
import { walletConnectProjectId } from '@/lib/client/walletconnect-env';

/**
 * The EVM chains a wallet connects to: every chain of the registry (chains/evm/chains.ts), Ethereum first. Each carries
 * viem's definition, which RainbowKit shows and which wallets are asked to add (EIP-3085) when they lack it.
 */
export const EVM_WALLET_CHAINS = EVM_CHAINS.map((chain) => chain.chain) as unknown as readonly [Chain, ...Chain[]];

/**
 * WalletConnect needs a project id from its cloud dashboard (NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID, see .env.example;
 * written out here so Next inlines it at build). Without one only browser wallets are offered: every installed wallet
 * that announces itself (EIP-6963) plus window.ethereum as "Browser Wallet".
 */
const WALLETCONNECT_PROJECT_ID = walletConnectProjectId(process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID);

/** Group names RainbowKit translates itself ('Installed' comes first: the wallets found through EIP-6963). */
export function walletGroups(projectId: string | undefined): WalletList {
  if (!projectId) return [{ groupName: 'Other', wallets: [injectedWallet] }];
  return [{ groupName: 'Popular', wallets: [metaMaskWallet, walletConnectWallet, injectedWallet] }];
}

/**
 * The connected wallet as an RPC for `chainId`: its own provider (MetaMask's node, a WalletConnect session, in tests a
 * local anvil), only while it is on that chain. Otherwise it fails at once, so `fallback` moves on to the public RPC.
 */
function connectedWalletTransport(getConfig: () => Config | undefined, chainId: number): Transport {
  return custom(
    {
      async request({ method, params }) {
        const config = getConfig();
        const current = config?.state.current;
        const connection = current ? config?.state.connections.get(current) : undefined;
        if (!connection || connection.chainId !== chainId) {
          throw new ChainDisconnectedError(new Error(`No wallet connected on chain ${chainId}`));
        }
        const provider = (await connection.connector.getProvider({ chainId })) as EIP1193Provider | undefined;
        if (!provider) throw new ChainDisconnectedError(new Error('The wallet has no provider'));
        return provider.request({ method, params } as Parameters<EIP1193Provider['request']>[0]);
      },
    },
    { key: 'connected-wallet', name: 'Connected wallet', retryCount: 0 },
  );
}

function createEvmWagmiConfig(): Config {
  const connectors = connectorsForWallets(walletGroups(WALLETCONNECT_PROJECT_ID), {
    appName: 'Chainkit',
    // connectorsForWallets insists on a project id even when no WalletConnect wallet is listed.
    projectId: WALLETCONNECT_PROJECT_ID || 'chainkit-browser-wallets-only',
  });
  // Reads go to the connected wallet's own RPC first, so they see the chain the wallet sees (also a local node in
  // tests), then to the chain's public RPC when no wallet is connected on that chain. Signing always goes through
  // the wallet. (wagmi's unstable_connector gives up when eth_chainId takes over 100 ms, which busy wallets do.)
  let config: Config | undefined;
  const walletFirst = (chainId: number) => fallback([connectedWalletTransport(() => config, chainId), http()]);
  config = createConfig({
    chains: EVM_WALLET_CHAINS,
    connectors,
    transports: Object.fromEntries(EVM_WALLET_CHAINS.map((chain) => [chain.id, walletFirst(chain.id)])),
    ssr: true,
  });
  return config;
}

let sharedConfig: Config | undefined;

/** One config per page load: connectors keep their listeners, so pages that mount the provider twice share it. */
export function evmWagmiConfig(): Config {
  sharedConfig ??= createEvmWagmiConfig();
  return sharedConfig;
}
