import { BaseError, ContractFunctionRevertedError } from 'viem';

/** Why a simulated call would fail, decoded by the ABI where the contract said why. */
export type RevertReason =
  /** A custom error of the ABI, with its arguments: `AlreadyMinted(7)`. */
  | { kind: 'error'; text: string }
  /** require(…, "message") or revert("message"). */
  | { kind: 'message'; text: string }
  /** An error selector the ABI does not know. */
  | { kind: 'unknown'; text: string }
  /** Reverted without data, or the node refused for another reason (funds, gas): its own words. */
  | { kind: 'other'; text: string };

function formatValue(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${formatValue(item)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** The reason of a failed simulateContract/estimateContractGas, as viem decoded it with the ABI. */
export function revertReason(error: unknown): RevertReason {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const { data, reason, signature } = reverted;
      if (data && data.errorName !== 'Error' && data.errorName !== 'Panic') {
        return { kind: 'error', text: `${data.errorName}(${(data.args ?? []).map(formatValue).join(', ')})` };
      }
      if (reason) return { kind: 'message', text: reason };
      if (signature) return { kind: 'unknown', text: signature };
    }
    return { kind: 'other', text: error.shortMessage };
  }
  return { kind: 'other', text: error instanceof Error ? error.message : String(error) };
}
