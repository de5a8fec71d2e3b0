import type { PublicKey } from '@solana/web3.js';
import { type SolanaTokenFeeAction, tokenToolFeeLamports } from '@/chains/solana/fees';
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
  /** Asks for a wallet (the section's action while none is connected). */
  onConnect?: () => void;
}

/**
 * The section's action before a wallet connects: when the wallet is all that is missing, it connects one, and the
 * fee known without it (spec §9) is said.
 */
export function connectAction(
  reason: BlockReason | undefined,
  receiver: PublicKey | undefined,
  onConnect: (() => void) | undefined,
  fee: SolanaTokenFeeAction,
): { onConnect: () => void; serviceFee: bigint } | undefined {
  if (reason?.key !== 'connectWallet' || !receiver || !onConnect) return undefined;
  return { onConnect, serviceFee: tokenToolFeeLamports(fee) };
}
