import { PublicKey } from '@solana/web3.js';
import { normalizeSolanaAddress } from '@/chains/solana/address';

/** A typed address as a key, or undefined when it is not a Solana address (base58, 32 bytes). */
export function addressKey(text: string): PublicKey | undefined {
  const address = normalizeSolanaAddress(text.trim());
  return address ? new PublicKey(address) : undefined;
}
