import { PublicKey } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { publishTokenInstructions } from '@/chains/solana/token/publish';
import type { ValidTokenPublishInput } from '@/chains/solana/token/validate';
import type { TokenProgramName } from '@/chains/solana/token-accounts';
import { LAMPORTS_PER_SIGNATURE } from '@/chains/solana/transaction';
import { usableReferrer } from '@/components/tools/solana/referral/usable-referrer';
import type { TokenCosts } from '../shared/send-token-transaction';
import { tokenCosts } from '../shared/token-costs';

/** A stand-in creator while no wallet is connected: rent and fees do not depend on who creates the token. */
const UNKNOWN_CREATOR = new PublicKey(new Uint8Array(32).fill(9));

export interface PublishEstimateRequest {
  feeReceiver: PublicKey;
  referrer?: string;
  program: TokenProgramName;
  input: ValidTokenPublishInput;
  revokeMint: boolean;
  revokeFreeze: boolean;
}

/**
 * The costs of a publish before any wallet is connected, through the read-only RPC: the service fee, the rent of the
 * accounts it creates (and Metaplex's creation fee), the network fee of its two signatures (wallet and mint; no
 * priority fee). Nothing is simulated: that waits for the wallet, which is also the token's authority.
 */
export async function estimatePublishCosts(rpc: SolanaRpc, request: PublishEstimateRequest): Promise<TokenCosts> {
  const referrer = await usableReferrer(rpc, request.referrer, [request.feeReceiver]);
  const fee = { receiver: request.feeReceiver, ...(referrer ? { referrer } : {}) };
  const plan = await publishTokenInstructions(rpc, {
    creator: UNKNOWN_CREATOR,
    program: request.program,
    ...request.input,
    revokeMintAuthority: request.revokeMint,
    revokeFreezeAuthority: request.revokeFreeze,
    fee,
  });
  const networkFee = LAMPORTS_PER_SIGNATURE * BigInt(1 + plan.signers.length);
  return tokenCosts(plan.fee, networkFee, plan.accountCosts, fee);
}
