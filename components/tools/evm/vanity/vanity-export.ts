import { vanityCsv } from '../../vanity/vanity-export';

export type VanityResult =
  | { kind: 'key'; address: string; privateKey: `0x${string}` }
  | { kind: 'create2'; address: string; salt: `0x${string}`; deployer: string; initCodeHash: string };

/**
 * CSV with a header row (built in the page, saved as a download: no request carries it): address, privateKey for
 * keys; address, salt, deployer, initCodeHash for CREATE2 salts.
 */
export function vanityResultsToCsv(results: readonly VanityResult[]): string {
  const keys = results.flatMap((result) => (result.kind === 'key' ? [[result.address, result.privateKey]] : []));
  const salts = results.flatMap((result) =>
    result.kind === 'create2' ? [[result.address, result.salt, result.deployer, result.initCodeHash]] : [],
  );
  if (salts.length > 0) return vanityCsv(['address', 'salt', 'deployer', 'initCodeHash'], salts);
  return vanityCsv(['address', 'privateKey'], keys);
}

export const KEYSTORE_MIN_PASSWORD = 8;

/** A Web3 Secret Storage (v3, scrypt) keystore; ethers loads only when the visitor asks for one. */
export async function vanityKeystore(
  result: Extract<VanityResult, { kind: 'key' }>,
  password: string,
): Promise<string> {
  const { Wallet } = await import('ethers');
  return new Wallet(result.privateKey).encrypt(password);
}
