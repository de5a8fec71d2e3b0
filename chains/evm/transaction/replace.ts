import type { Address, Hex, PublicClient } from 'viem';

/**
 * Nodes take a transaction in place of a pending one with the same nonce only when it pays more: geth's (and its
 * forks', BSC's, and most L2 sequencers') txpool price bump is 10% on every fee field it compares, both EIP-1559 caps
 * or the legacy gas price. Each field is raised by at least that, and to the network's current price when higher.
 */
export const REPLACEMENT_BUMP_PERCENT = 10n;

/** +10%, rounded up: a rounded-down bump can fall one wei short of what the node asks. */
export function bumpFee(value: bigint): bigint {
  return (value * (100n + REPLACEMENT_BUMP_PERCENT) + 99n) / 100n;
}

function maxOf(...values: bigint[]): bigint {
  let largest = values[0] ?? 0n;
  for (const value of values) if (value > largest) largest = value;
  return largest;
}

/** The pending transaction being replaced, as a lookup reads it. */
export interface PendingTransaction {
  from: Address;
  to: Address | null;
  value: bigint;
  input: Hex;
  nonce: number;
  type: string;
  gasLimit: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

/** The network's fees now: EIP-1559 caps where the chain has a base fee, else a gas price. */
export type NetworkFees =
  | { kind: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { kind: 'legacy'; gasPrice: bigint };

export type ReplacementFees =
  | { kind: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { kind: 'legacy'; gasPrice: bigint };

export type ReplacementKind = 'speed-up' | 'cancel';

export interface ReplacementRequest {
  from: Address;
  to: Address;
  value: bigint;
  data: Hex;
  nonce: number;
  gas: bigint;
  fees: ReplacementFees;
}

export interface ReplacementPlan {
  kind: ReplacementKind;
  request: ReplacementRequest;
  /** The most the replacement can cost: gas limit × (max fee per gas, or gas price). */
  maxCost: bigint;
}

/** A plain transfer's gas: what a cancel (0 to oneself) uses on an account without code. */
export const TRANSFER_GAS = 21_000n;

export async function readNetworkFees(client: Pick<PublicClient, 'estimateFeesPerGas'>): Promise<NetworkFees> {
  const estimate = client.estimateFeesPerGas as (args: { type: 'eip1559' | 'legacy' }) => Promise<{
    maxFeePerGas?: bigint;
    maxPriorityFeePerGas?: bigint;
    gasPrice?: bigint;
  }>;
  try {
    const fees = await estimate({ type: 'eip1559' });
    if (fees.maxFeePerGas !== undefined && fees.maxPriorityFeePerGas !== undefined) {
      return { kind: 'eip1559', maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
    }
  } catch {
    // No base fee on this chain (viem throws Eip1559FeesNotSupportedError): a gas price then.
  }
  const { gasPrice } = await estimate({ type: 'legacy' });
  return { kind: 'legacy', gasPrice: gasPrice ?? 0n };
}

/** The replacement's fees: each field of the pending transaction raised by 10%, or the network's price if higher. */
export function replacementFees(pending: PendingTransaction, network: NetworkFees): ReplacementFees {
  if (pending.maxFeePerGas !== undefined && pending.maxPriorityFeePerGas !== undefined) {
    const networkPriority = network.kind === 'eip1559' ? network.maxPriorityFeePerGas : network.gasPrice;
    const networkMax = network.kind === 'eip1559' ? network.maxFeePerGas : network.gasPrice;
    const maxPriorityFeePerGas = maxOf(bumpFee(pending.maxPriorityFeePerGas), networkPriority);
    const maxFeePerGas = maxOf(bumpFee(pending.maxFeePerGas), networkMax, maxPriorityFeePerGas);
    return { kind: 'eip1559', maxFeePerGas, maxPriorityFeePerGas };
  }
  const networkPrice = network.kind === 'legacy' ? network.gasPrice : network.maxFeePerGas;
  return { kind: 'legacy', gasPrice: maxOf(bumpFee(pending.gasPrice ?? 0n), networkPrice) };
}

/** Why a pending transaction cannot be replaced here: blob and EIP-7702 ones carry data a wallet cannot re-sign. */
export function replacementBlocker(
  pending: PendingTransaction,
  kind: ReplacementKind,
): 'blob' | 'authorization' | null {
  if (pending.type === 'eip4844') return 'blob';
  if (pending.type === 'eip7702' && kind === 'speed-up') return 'authorization';
  return null;
}

/**
 * The transaction that replaces a pending one: the same nonce and sender; a speed-up repeats its call, a cancel sends
 * nothing to oneself (`cancelGas`: 21,000, or what the node estimates for an account with code, EIP-7702).
 */
export function planReplacement(
  pending: PendingTransaction,
  network: NetworkFees,
  kind: ReplacementKind,
  cancelGas: bigint = TRANSFER_GAS,
): ReplacementPlan {
  if (kind === 'speed-up' && pending.to === null) {
    // A deployment repeats with to: null, which the request type here does not carry; deployments are cancelled.
    throw new Error('A pending deployment can be cancelled, not sped up here');
  }
  const fees = replacementFees(pending, network);
  const request: ReplacementRequest =
    kind === 'speed-up'
      ? {
          from: pending.from,
          to: pending.to as Address,
          value: pending.value,
          data: pending.input,
          nonce: pending.nonce,
          gas: pending.gasLimit,
          fees,
        }
      : { from: pending.from, to: pending.from, value: 0n, data: '0x', nonce: pending.nonce, gas: cancelGas, fees };
  const perGas = fees.kind === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice;
  return { kind, request, maxCost: request.gas * perGas };
}

/** What eth_sendTransaction takes: quantities in hex, the fee fields of the plan's kind. */
export function toRpcTransaction(request: ReplacementRequest): Record<string, string> {
  const hex = (value: bigint | number) => `0x${value.toString(16)}`;
  const fees: Record<string, string> =
    request.fees.kind === 'eip1559'
      ? {
          type: '0x2',
          maxFeePerGas: hex(request.fees.maxFeePerGas),
          maxPriorityFeePerGas: hex(request.fees.maxPriorityFeePerGas),
        }
      : { type: '0x0', gasPrice: hex(request.fees.gasPrice) };
  return {
    from: request.from,
    to: request.to,
    value: hex(request.value),
    data: request.data,
    nonce: hex(request.nonce),
    gas: hex(request.gas),
    ...fees,
  };
}
