import { hexToBytes } from '@noble/hashes/utils';
import { Keypair } from '@solana/web3.js';
import { encodeBase58 } from '@/chains/solana/base58';
import { matchesSolanaPattern, type SolanaVanityPattern } from '@/lib/vanity/solana-pattern';
import { vanityCsv } from '../../vanity/vanity-export';

export interface SolanaVanityResult {
  address: string;
  /** The 64-byte secret key wallets import: seed ‖ public key (as Keypair.fromSeed derives it). */
  secretKey: Uint8Array;
  /** The same 64 bytes in base58 (Phantom / Solflare "import private key"). */
  secretBase58: string;
}

/**
 * The page's re-derivation of a worker's hit: @solana/web3.js's Keypair.fromSeed (its own SHA-512 and ed25519, not
 * the kernel's) must give the address the worker reported, and the address must match. Null when it does not.
 */
export function verifySolanaHit(
  seed: Uint8Array,
  address: string,
  pattern: SolanaVanityPattern,
): SolanaVanityResult | null {
  if (seed.length !== 32) return null;
  const keypair = Keypair.fromSeed(seed);
  const derived = keypair.publicKey.toBase58();
  if (derived !== address || !matchesSolanaPattern(derived, pattern)) return null;
  return { address: derived, secretKey: keypair.secretKey, secretBase58: encodeBase58(keypair.secretKey) };
}

/** A worker's hit as the shared run hands it over (`secret`: the seed in hex), checked by verifySolanaHit. */
export function acceptSolanaHit(secret: string, address: string, pattern: SolanaVanityPattern) {
  if (!/^[0-9a-f]{64}$/.test(secret)) return null;
  return verifySolanaHit(hexToBytes(secret), address, pattern);
}

/** CSV (built in the page, saved as a download: no request carries it): address, and the 64-byte secret in base58. */
export function solanaVanityCsv(results: readonly SolanaVanityResult[]): string {
  return vanityCsv(
    ['address', 'privateKey'],
    results.map((result) => [result.address, result.secretBase58]),
  );
}

/** solana-keygen's keypair file: the 64 secret-key bytes (seed ‖ public key) as a JSON array. */
export function solanaKeypairJson(result: SolanaVanityResult): string {
  return JSON.stringify(Array.from(result.secretKey));
}
