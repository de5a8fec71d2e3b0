import { createDAppKit, type UiWallet } from '@mysten/dapp-kit-react';
import { SuiGraphQLClient } from '@mysten/sui/graphql';
import { toBase64 } from '@mysten/sui/utils';
import { SuiWalletError } from './wallet-error';

/**
 * The wallet kit, fetched by use-sui-wallet.ts on the first connect and never with the page: @mysten/dapp-kit-react's
 * DAppKit (the framework-agnostic core it re-exports) over Wallet Standard wallets on Sui mainnet. Its client is
 * GraphQL (mainnet JSON-RPC is off), through our relay or the user's endpoint; we only sign with it: reading, dry run
 * and execution go through chains/sui/send.ts. No Slush web wallet (it would fetch api.slush.app on load) and no
 * remembered session: the user connects on the page, at signing.
 */
export interface SuiWalletKit {
  /** Sui wallets registered now (Wallet Standard), in order. */
  walletNames: () => string[];
  /** Connects the named wallet (the first one when none is named); the account's address. */
  connect: (name?: string) => Promise<string>;
  disconnect: () => Promise<void>;
  /** Signs the exact bytes (Base64 to the wallet): the bytes the wallet signed and its signature. */
  signTransaction: (bytes: Uint8Array) => Promise<{ bytes: string; signature: string }>;
  /** Called on each change of the registered wallets or the connection. */
  subscribe: (listener: () => void) => () => void;
  address: () => string | null;
}

export function createSuiWalletKit(graphqlUrl: () => string): SuiWalletKit {
  const kit = createDAppKit({
    networks: ['mainnet'],
    createClient: (network) => new SuiGraphQLClient({ url: graphqlUrl(), network }),
    slushWalletConfig: null,
    autoConnect: false,
    storage: null,
  });
  const wallets = (): UiWallet[] => kit.stores.$wallets.get();
  return {
    walletNames: () => wallets().map((wallet) => wallet.name),
    async connect(name) {
      const wallet = wallets().find((candidate) => name === undefined || candidate.name === name);
      if (!wallet) throw new SuiWalletError('no-wallet');
      const { accounts } = await kit.connectWallet({ wallet });
      const account = kit.stores.$connection.get().account ?? accounts[0];
      if (!account) throw new SuiWalletError('no-wallet', 'The wallet authorised no account');
      return account.address;
    },
    disconnect: () => kit.disconnectWallet(),
    signTransaction: (bytes) => kit.signTransaction({ transaction: toBase64(bytes) }),
    subscribe(listener) {
      const offWallets = kit.stores.$wallets.listen(listener);
      const offConnection = kit.stores.$connection.listen(listener);
      return () => {
        offWallets();
        offConnection();
      };
    },
    address: () => kit.stores.$connection.get().account?.address ?? null,
  };
}
