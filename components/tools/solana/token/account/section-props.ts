import type { PublicKey } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { ManagedToken } from '@/chains/solana/token/read';
import type { BlockReason } from '../shared/block-reasons';
import type { TokenWallet } from '../shared/token-wallet';

/** What each section of solana/account receives from the page. */
export interface SectionProps {
  token: ManagedToken | undefined;
  rpc: SolanaRpc;
  wallet: TokenWallet | null;
  receiver: PublicKey | undefined;
  /** The inviter's payout address from the server: the action's flow pays it 30 % of the fee when it can. */
  referrer?: string;
  /** Why the wallet may not use this section (undefined: it may). */
  reason: BlockReason | undefined;
  /** After a confirmed transaction: the page reads the token again. */
  onDone: () => void;
}
