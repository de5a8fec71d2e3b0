import { toCsv } from '@/lib/batch/csv';
import type { VanityResult } from './use-vanity-run';

/** CSV with a header row: address, privateKey (built in the page, saved as a download: no request carries it). */
export function vanityResultsToCsv(results: readonly VanityResult[]): string {
  return toCsv(
    { fields: ['address', 'privateKey'], data: results.map((result) => [result.address, result.privateKey]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export const KEYSTORE_MIN_PASSWORD = 8;

/** A Web3 Secret Storage (v3, scrypt) keystore; ethers loads only when the visitor asks for one. */
export async function vanityKeystore(result: VanityResult, password: string): Promise<string> {
  const { Wallet } = await import('ethers');
  return new Wallet(result.privateKey).encrypt(password);
}
