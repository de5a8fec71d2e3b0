import { vanityCsv } from '../../vanity/vanity-export';

export interface TronVanityResult {
  /** base58check, T… */
  address: string;
  /** 64 lowercase hex digits without 0x, the form TronLink imports. */
  privateKey: string;
}

/** CSV with a header row (built in the page, saved as a download: no request carries it): address, privateKey. */
export function tronVanityResultsToCsv(results: readonly TronVanityResult[]): string {
  return vanityCsv(
    ['address', 'privateKey'],
    results.map((result) => [result.address, result.privateKey]),
  );
}

/**
 * TronWeb's own derivation of a worker's hit (secp256k1 + keccak + base58check, independent of the kernel), held
 * against the pattern: the result to show, or null. TronWeb loads with the first hit, not with the page.
 */
export async function acceptTronHit(
  secret: string,
  address: string,
  matches: (address: string) => boolean,
): Promise<TronVanityResult | null> {
  const { TronWeb } = await import('tronweb');
  const derived = TronWeb.address.fromPrivateKey(secret);
  if (derived !== address || !matches(derived)) return null;
  return { address, privateKey: secret };
}
