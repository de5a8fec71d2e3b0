import type { PublicKey } from '@solana/web3.js';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { SolanaWalletSigner } from '@/components/wallet/solana/sign-with-wallet';

/** The connected wallet as the token views use it: who signs, and how (tests pass a key pair standing in). */
export interface TokenWallet {
  publicKey: PublicKey;
  sign: SolanaWalletSigner;
}

/** The page links the results point to, localised by the server half (`?mint=` is appended by the views). */
export interface TokenPageLinks {
  account: string;
  update: string;
}

/** What every token view takes besides its RPC and wallet. */
export interface TokenToolProps {
  /** From the server's config (SOLANA_FEE_RECEIVER). */
  feeReceiver: string;
  /** The signed-in user's inviter's payout address (lib/server/solana/fee-target.ts); absent: none. */
  referrer?: string;
  links: TokenPageLinks;
  /** The `?mint=` of the address, when the page was opened with one. */
  initialMint?: string;
}

/** What the wallet half gives every token view besides its RPC and wallet (tests may leave them out). */
export interface TokenPageControls {
  /** The page's RPC choice: a failed read names it and offers another one in place. */
  rpcChoice?: SolanaRpcChoice;
  /** Asks for a wallet: the action of a form filled before connecting. */
  onConnect?: () => void;
}

export function mintHref(base: string, mint: string): string {
  return `${base}?mint=${encodeURIComponent(mint)}`;
}
