import type { PublicKey } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { prepareUpdateTokenMetadata } from '@/chains/solana/token/update';
import { feeWithReferrer } from '@/components/tools/solana/referral/usable-referrer';
import type { TokenActionPlan } from '../shared/send-token-transaction';
import { tokenCosts } from '../shared/token-costs';

export interface UpdateRequest {
  /** The update authority's wallet: signs and pays. */
  owner: PublicKey;
  mint: PublicKey;
  feeReceiver: PublicKey;
  /** The inviter's payout address from the server; paid 30 % of the fee when the chain can take it. */
  referrer?: string;
  name: string;
  symbol: string;
  uri: string;
  /** Hands the update authority over. */
  newUpdateAuthority?: PublicKey;
  /** Metaplex: is_mutable = false; Token-2022: update authority None. */
  makeImmutable: boolean;
}

/** The metadata update as the page signs it; the rent line is Token-2022's top-up when the metadata grows. */
export async function prepareUpdatePlan(rpc: SolanaRpc, request: UpdateRequest): Promise<TokenActionPlan> {
  const { feeReceiver, referrer, ...update } = request;
  const fee = await feeWithReferrer(rpc, feeReceiver, referrer, update.owner);
  const prepared = await prepareUpdateTokenMetadata(rpc, { ...update, fee });
  return {
    transaction: prepared.transaction,
    lastValidBlockHeight: prepared.lastValidBlockHeight,
    signers: [],
    costs: tokenCosts(prepared.fee, prepared.networkFee, prepared.topUp, fee),
  };
}
