import { ACCOUNT_SIZE, ExtensionType, getAccountLen } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { PreparedTokenAction } from '@/chains/solana/token/action';
import { prepareRevokeAuthority } from '@/chains/solana/token/authority';
import type { TokenAuthorityKind } from '@/chains/solana/token/errors';
import { prepareFreezeAccount } from '@/chains/solana/token/freeze';
import { prepareBurnTokens, prepareMintTokens } from '@/chains/solana/token/supply';
import { associatedTokenAddress } from '@/chains/solana/token-accounts';
import { feeWithReferrer } from '@/components/tools/solana/referral/usable-referrer';
import type { TokenActionPlan } from '../shared/send-token-transaction';
import { tokenCosts } from '../shared/token-costs';

/** The management page's four actions, each prepared by the library and shaped for the page's review step. */

function planOf(
  prepared: PreparedTokenAction,
  fee: { receiver: PublicKey; referrer?: PublicKey },
  rent = 0n,
): TokenActionPlan {
  const costs = tokenCosts(prepared.fee, prepared.networkFee, rent, fee);
  return { transaction: prepared.transaction, lastValidBlockHeight: prepared.lastValidBlockHeight, signers: [], costs };
}

interface Common {
  /** The connected wallet: the authority or holder, signs and pays. */
  owner: PublicKey;
  mint: PublicKey;
  feeReceiver: PublicKey;
  /** The inviter's payout address from the server; paid 30 % of the fee when the chain can take it. */
  referrer?: string;
}

export interface AmountRequest extends Common {
  /** Base units, parsed with `decimals` (the mint's). */
  amount: bigint;
  decimals: number;
}

export async function prepareBurnPlan(rpc: SolanaRpc, request: AmountRequest): Promise<TokenActionPlan> {
  const { feeReceiver, referrer, ...burn } = request;
  const fee = await feeWithReferrer(rpc, feeReceiver, referrer, burn.owner);
  return planOf(await prepareBurnTokens(rpc, { ...burn, fee }), fee);
}

/**
 * Rent of the recipient's associated account when minting creates it (the authority pays it): 165 bytes for SPL,
 * 170 for Token-2022 (its associated accounts carry ImmutableOwner).
 */
async function recipientAccountRent(rpc: SolanaRpc, prepared: PreparedTokenAction, recipient: PublicKey) {
  const { token } = prepared;
  const address = associatedTokenAddress(recipient, token.mint, token.programId);
  if (address.equals(token.ownerAccount.address) && token.ownerAccount.exists) return 0n;
  const [info] = await rpc.getMultipleAccountsInfo([address]);
  if (info) return 0n;
  const size = token.program === 'spl' ? ACCOUNT_SIZE : getAccountLen([ExtensionType.ImmutableOwner]);
  return BigInt(await rpc.getMinimumBalanceForRentExemption(size));
}

export async function prepareMintPlan(
  rpc: SolanaRpc,
  request: AmountRequest & { recipient?: PublicKey },
): Promise<TokenActionPlan> {
  const { owner, feeReceiver, referrer, recipient, ...mint } = request;
  const fee = await feeWithReferrer(rpc, feeReceiver, referrer, owner);
  const prepared = await prepareMintTokens(rpc, { ...mint, authority: owner, recipient, fee });
  return planOf(prepared, fee, await recipientAccountRent(rpc, prepared, recipient ?? owner));
}

export async function prepareRevokePlan(
  rpc: SolanaRpc,
  request: Common & { authority: TokenAuthorityKind },
): Promise<TokenActionPlan> {
  // Handing over or revoking an authority is free: no share to pay, nothing to check.
  const { feeReceiver, referrer: _noShare, ...revoke } = request;
  const fee = { receiver: feeReceiver };
  return planOf(await prepareRevokeAuthority(rpc, { ...revoke, fee }), fee);
}

export async function prepareFreezePlan(
  rpc: SolanaRpc,
  request: Common & { holder: PublicKey; thaw: boolean },
): Promise<TokenActionPlan> {
  const { owner, feeReceiver, referrer, ...freeze } = request;
  const fee = await feeWithReferrer(rpc, feeReceiver, referrer, owner);
  return planOf(await prepareFreezeAccount(rpc, { ...freeze, authority: owner, fee }), fee);
}
