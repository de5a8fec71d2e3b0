import type { PublicKey } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { prepareUpdateTokenMetadata } from '@/chains/solana/token/update';
import type { TokenActionPlan } from '../shared/send-token-transaction';

export interface UpdateRequest {
  /** The update authority's wallet: signs and pays. */
  owner: PublicKey;
  mint: PublicKey;
  feeReceiver: PublicKey;
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
  const { feeReceiver, ...update } = request;
  const prepared = await prepareUpdateTokenMetadata(rpc, { ...update, fee: { receiver: feeReceiver } });
  return {
    transaction: prepared.transaction,
    lastValidBlockHeight: prepared.lastValidBlockHeight,
    signers: [],
    costs: { serviceFee: prepared.fee, networkFee: prepared.networkFee, rent: prepared.topUp },
  };
}
