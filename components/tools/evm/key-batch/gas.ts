import { type Address, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem';
import { TRANSFER_GAS } from './fees';

/**
 * Headroom on estimated gas: contract code (a token, a contract wallet receiving coins) may take another path when
 * it runs than when it was estimated. Only what is used is charged.
 */
export const GAS_MARGIN_PERCENT = 120n;

export function withMargin(estimate: bigint): bigint {
  return (estimate * GAS_MARGIN_PERCENT + 99n) / 100n;
}

/** Whether an address holds code, asked once per address per run. */
export function codeCache(client: PublicClient): (address: Address) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (address) => {
    const id = address.toLowerCase();
    let answer = known.get(id);
    if (!answer) {
      answer = client.getCode({ address }).then((code) => code !== undefined && code !== '0x');
      answer.catch(() => known.delete(id));
      known.set(id, answer);
    }
    return answer;
  };
}

/**
 * Gas of a coin transfer: exactly 21,000 to an account without code, so "send everything" leaves nothing behind;
 * estimated with headroom when the receiver is a contract (a multisig, a delegated EIP-7702 account).
 */
export async function coinTransferGas(
  client: PublicClient,
  hasCode: (address: Address) => Promise<boolean>,
  from: Address,
  to: Address,
): Promise<bigint> {
  if (!(await hasCode(to))) return TRANSFER_GAS;
  return withMargin(await client.estimateGas({ account: from, to, value: 1n }));
}

export function tokenTransferData(to: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
}

/** Gas of transfer(to, amount) from `from`, simulated (a transfer that would revert throws here) plus headroom. */
export async function tokenTransferGas(
  client: PublicClient,
  token: Address,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<bigint> {
  return withMargin(await client.estimateGas({ account: from, to: token, data: tokenTransferData(to, amount) }));
}

export function readTokenBalance(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}
