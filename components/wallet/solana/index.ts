export { SolanaWalletCannotSignError, type SolanaWalletSigner, useSolanaWalletSigner } from './sign-with-wallet';
export { SolanaWalletPanel } from './solana-wallet-panel';
export {
  SOLANA_WALLET_STORAGE_KEY,
  SolanaWalletProvider,
  type SolanaWalletProviderProps,
  useSolanaWalletError,
} from './solana-wallet-provider';
export { SOLANA_WALLET_PANEL_ID, useSolanaConnect } from './use-solana-connect';
export { type SolanaWalletState, useSolanaWallet } from './wallet-context';
