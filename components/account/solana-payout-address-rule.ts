import { decodeBase58 } from '@/chains/solana/base58';

/**
 * The browser's check of a Solana payout address, the same rule as the server's (chains/solana/address.ts
 * normalizeSolanaAddress: base58 text of a 32-byte key, invisible characters and surrounding space ignored), without
 * loading web3.js into the user center. Empty means "clear it".
 */
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/** The address to send ('' clears), or null when the text is no Solana address. */
export function solanaPayoutAddressValue(text: string): string | null {
  const candidate = text.replace(INVISIBLE, '').trim();
  if (candidate === '') return '';
  if (!BASE58_ADDRESS.test(candidate)) return null;
  return decodeBase58(candidate)?.length === 32 ? candidate : null;
}
