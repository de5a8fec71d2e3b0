import { toCsv } from '@/lib/batch/csv';
import type { SolanaVanityResult } from './use-solana-vanity-run';

/** CSV (built in the page, saved as a download: no request carries it): address, and the 64-byte secret in base58. */
export function solanaVanityCsv(results: readonly SolanaVanityResult[]): string {
  return toCsv(
    { fields: ['address', 'privateKey'], data: results.map((result) => [result.address, result.secretBase58]) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** solana-keygen's keypair file: the 64 secret-key bytes (seed ‖ public key) as a JSON array. */
export function solanaKeypairJson(result: SolanaVanityResult): string {
  return JSON.stringify(Array.from(result.secretKey));
}
