import 'server-only';
import { type Address, type Hex, isHex, type PublicClient, verifyMessage } from 'viem';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';

export interface SignatureCheck {
  message: string;
  signature: string;
  /** The address the message names. */
  address: Address;
  /** The message's chain, where a contract wallet would live. */
  chainId: number;
}

/**
 * Whether `address` signed `message` (EIP-191 personal_sign). Plain accounts are checked locally, with no RPC round
 * trip for the common case; anything else goes to the chain when a client for it is given: EIP-1271 for deployed
 * contract wallets, ERC-6492 for not-yet-deployed ones (viem's verifyMessage handles both).
 */
export async function isSignatureValid(
  { message, signature, address, chainId }: SignatureCheck,
  getPublicClient: ((chainId: number) => PublicClient | undefined) | undefined,
): Promise<boolean> {
  if (!isHex(signature, { strict: true })) return false;
  const hexSignature: Hex = signature;
  try {
    if (await verifyMessage({ address, message, signature: hexSignature })) return true;
  } catch {
    // Not a recoverable 65-byte signature (maybe an ERC-6492 wrapper): the chain may still accept it.
  }
  const client = getPublicClient?.(chainId);
  if (!client) return false;
  await ensureChainAnswers(client, chainId);
  return client.verifyMessage({ address, message, signature: hexSignature });
}

/**
 * viem reports a failed `eth_call` the same way whether the contract said no or the node was unreachable (false).
 * Asking the chain id first tells an outage (a server error worth retrying) from a refused signature, and catches a
 * client configured for the wrong chain, which would check the wallet somewhere else.
 */
async function ensureChainAnswers(client: PublicClient, chainId: number): Promise<void> {
  let answeredChainId: number;
  try {
    answeredChainId = await client.getChainId();
  } catch (error) {
    // Only the error's class is logged: viem's messages can quote request bodies.
    console.warn(`[siwe] chain ${chainId} unreachable: ${error instanceof Error ? error.name : 'unknown error'}`);
    throw new ApiError(SERVER_CODE.INTERNAL_ERROR, undefined, { status: 502, detail: 'chain unreachable' });
  }
  if (answeredChainId !== chainId) {
    throw new Error(`[siwe] the public client for chain ${chainId} is connected to chain ${answeredChainId}`);
  }
}
