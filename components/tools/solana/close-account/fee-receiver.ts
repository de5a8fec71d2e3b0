import { PublicKey } from '@solana/web3.js';
import { normalizeSolanaAddress } from '@/chains/solana/address';

/** The configured fee receiver as a key, or undefined when the server passed none that is valid. */
export function feeReceiverKey(text: string): PublicKey | undefined {
  const address = normalizeSolanaAddress(text);
  return address ? new PublicKey(address) : undefined;
}
