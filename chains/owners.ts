import type { AddressCheck } from './types';

/** One entry of a list that is not an address: its position and what was given. */
export interface InvalidOwner {
  index: number;
  input: string;
}

/**
 * The owners of a balance read as addresses of the family (`check`); every invalid entry is reported together, by
 * `fail`, before any request is made.
 */
export function validateOwnerList<A extends string>(
  owners: readonly string[],
  check: (text: string) => AddressCheck<A>,
  fail: (invalid: InvalidOwner[]) => Error,
): A[] {
  const invalid: InvalidOwner[] = [];
  const addresses: A[] = [];
  owners.forEach((owner, index) => {
    const result = check(owner);
    if (result.ok) addresses.push(result.address);
    else invalid.push({ index, input: String(owner) });
  });
  if (invalid.length > 0) throw fail(invalid);
  return addresses;
}

/** A whole-number option of a reader, `fallback` when absent; out of [minimum, maximum] is a RangeError. */
export function integerOption(
  name: string,
  value: number | undefined,
  fallback: number,
  minimum = 1,
  maximum = Number.POSITIVE_INFINITY,
): number {
  const result = value ?? fallback;
  if (!Number.isSafeInteger(result) || result < minimum || result > maximum) {
    const range = maximum === Number.POSITIVE_INFINITY ? `≥ ${minimum}` : `from ${minimum} to ${maximum}`;
    throw new RangeError(`${name} must be an integer ${range}, not ${value}`);
  }
  return result;
}
