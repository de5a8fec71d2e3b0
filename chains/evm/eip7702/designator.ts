import { type Address, getAddress, type Hex, zeroAddress } from 'viem';

/**
 * EIP-7702's delegation designator: an account delegated to `address` holds exactly `0xef0100 ‖ address` (23 bytes) as
 * its code. An authorization to the zero address clears it (the account is a plain EOA again).
 */
export const DELEGATION_PREFIX = '0xef0100';
const DESIGNATOR_LENGTH = 2 + 2 * 23;

/** What an address's code says about it. */
export type AccountCode =
  /** No code: a plain EOA (or an unused address). */
  | { kind: 'plain' }
  /** A 7702 delegation to `delegate`. */
  | { kind: 'delegated'; delegate: Address }
  /** Contract code that is not a designator: a smart contract, which 7702 does not concern. */
  | { kind: 'contract' };

export function parseAccountCode(code: Hex | undefined | null): AccountCode {
  const text = (code ?? '0x').toLowerCase();
  if (text === '0x' || text === '0x0' || text === '') return { kind: 'plain' };
  if (text.startsWith(DELEGATION_PREFIX) && text.length === DESIGNATOR_LENGTH) {
    return { kind: 'delegated', delegate: getAddress(`0x${text.slice(DELEGATION_PREFIX.length)}`) };
  }
  return { kind: 'contract' };
}

/** The code an account holds once delegated to `delegate` ('0x' for the zero address: a revocation). */
export function designatorOf(delegate: Address): Hex {
  if (delegate.toLowerCase() === zeroAddress) return '0x';
  return `${DELEGATION_PREFIX}${delegate.slice(2).toLowerCase()}` as Hex;
}

/** True when the account's code is what an authorization to `target` leaves (the zero address: no code). */
export function isSetTo(code: AccountCode, target: Address): boolean {
  if (target.toLowerCase() === zeroAddress) return code.kind === 'plain';
  return code.kind === 'delegated' && code.delegate.toLowerCase() === target.toLowerCase();
}
