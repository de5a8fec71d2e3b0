import { type Address, encodeFunctionData, type Hex, maxUint256, type PublicClient } from 'viem';
import { ERC20_APPROVE_ABI, OPERATOR_ABI, PERMIT2_ABI, PERMIT2_ADDRESS } from './abi';
import type { GrantCandidate } from './grants';

/** One call the owner's wallet sends. */
export interface OwnerCall {
  to: Address;
  data: Hex;
}

/**
 * The call that revokes a grant: approve(spender, 0) on the token, setApprovalForAll(operator, false) on the
 * collection, or Permit2's approve(token, spender, 0, 0) (amount 0; Permit2 stores the current time as expiry).
 */
export function revokeCall(grant: GrantCandidate): OwnerCall {
  if (grant.kind === 'erc20') {
    return {
      to: grant.token,
      data: encodeFunctionData({ abi: ERC20_APPROVE_ABI, functionName: 'approve', args: [grant.spender, 0n] }),
    };
  }
  if (grant.kind === 'operator') {
    return {
      to: grant.token,
      data: encodeFunctionData({ abi: OPERATOR_ABI, functionName: 'setApprovalForAll', args: [grant.spender, false] }),
    };
  }
  return {
    to: PERMIT2_ADDRESS,
    data: encodeFunctionData({ abi: PERMIT2_ABI, functionName: 'approve', args: [grant.token, grant.spender, 0n, 0] }),
  };
}

export function approveCall(token: Address, spender: Address, amount: bigint): OwnerCall {
  return {
    to: token,
    data: encodeFunctionData({ abi: ERC20_APPROVE_ABI, functionName: 'approve', args: [spender, amount] }),
  };
}

export interface CustomApprovalPlan {
  current: bigint;
  amount: bigint;
  /** The calls to send, in order: empty when the allowance already is `amount`. */
  calls: OwnerCall[];
  /**
   * True when the token refuses to change a non-zero allowance to another non-zero one (USDT on Ethereum): the plan
   * sets it to 0 first, then to `amount`.
   */
  zeroFirst: boolean;
  isUnlimited: boolean;
}

/**
 * How to set owner's allowance for spender to exactly `amount`. A change from non-zero to non-zero is simulated
 * first (eth_call from the owner); when the token refuses it while approve(0) passes, the plan approves 0 first.
 */
export async function planCustomApproval(
  client: PublicClient,
  { owner, token, spender, amount }: { owner: Address; token: Address; spender: Address; amount: bigint },
): Promise<CustomApprovalPlan> {
  const current = await client.readContract({
    address: token,
    abi: ERC20_APPROVE_ABI,
    functionName: 'allowance',
    args: [owner, spender],
  });
  const isUnlimited = amount === maxUint256;
  if (current === amount) return { current, amount, calls: [], zeroFirst: false, isUnlimited };
  const direct = approveCall(token, spender, amount);
  if (current === 0n || amount === 0n) return { current, amount, calls: [direct], zeroFirst: false, isUnlimited };
  const accepts = async (call: OwnerCall) =>
    client.call({ account: owner, to: call.to, data: call.data }).then(
      () => true,
      () => false,
    );
  if (await accepts(direct)) return { current, amount, calls: [direct], zeroFirst: false, isUnlimited };
  const zero = approveCall(token, spender, 0n);
  if (!(await accepts(zero))) {
    // Neither passes: the direct call is what the wallet will show refused, with the token's reason.
    return { current, amount, calls: [direct], zeroFirst: false, isUnlimited };
  }
  return { current, amount, calls: [zero, direct], zeroFirst: true, isUnlimited };
}
