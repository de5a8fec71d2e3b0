import 'server-only';
import type { SiweMessage } from 'siwe';
import { type Address, getAddress, isAddressEqual, type PublicClient } from 'viem';
import type { Database } from '@/db';
import { signInError } from './errors';
import { parseSignInMessage } from './message';
import { consumeNonce, type NonceTimeOptions } from './nonces';
import { isSignatureValid } from './signature';

export interface VerifySignInInput extends NonceTimeOptions {
  /** The exact EIP-4361 text the wallet signed. */
  message: string;
  signature: string;
  /** Our own authority (host[:port]); a message made for another site is refused. */
  expectedDomain: string;
  /**
   * A client for the message's chain, when one is reachable: it checks contract wallets (EIP-1271) and
   * not-yet-deployed ones (ERC-6492). Without it only plain accounts (EOAs) can sign in.
   */
  getPublicClient?: (chainId: number) => PublicClient | undefined;
}

export interface VerifyAddressSignatureInput extends VerifySignInInput {
  /** The address the user claims to own; the signed message must name it. */
  address: string;
}

export interface VerifiedSignIn {
  /** EIP-55 checksummed. */
  address: Address;
  chainId: number;
}

/**
 * Verifies a signed sign-in message and consumes its nonce (for `POST /api/v1/account/signverify`).
 *
 * Order: the checks that need nothing stored (format, domain, time window) come first; then the nonce is
 * consumed; only then is the signature checked. Consuming first makes a failed signature burn the nonce too, so
 * one issued nonce buys exactly one verification attempt (no signature guessing, no repeated RPC calls for
 * contract wallets), and two concurrent requests with one message cannot both pass. The cost: a client that
 * sends a wrong signature (or meets an unreachable chain) must fetch a new message, which is cheap.
 */
export async function verifySignIn(db: Database, input: VerifySignInInput): Promise<VerifiedSignIn> {
  return verifySignedMessage(db, input, undefined);
}

/**
 * The same check for binding an address to a signed-in account: the caller passes the address from the request
 * and the message and signature the user signed (a message from createSignInMessage, with a binding statement).
 */
export async function verifyAddressSignature(
  db: Database,
  input: VerifyAddressSignatureInput,
): Promise<VerifiedSignIn> {
  return verifySignedMessage(db, input, input.address);
}

async function verifySignedMessage(
  db: Database,
  input: VerifySignInInput,
  expectedAddress: string | undefined,
): Promise<VerifiedSignIn> {
  const parsed = parseSignInMessage(input.message);
  if (parsed.domain !== input.expectedDomain) throw signInError('domain');
  const address = getAddress(parsed.address);
  if (expectedAddress !== undefined && !isSameAddress(address, expectedAddress)) throw signInError('address');
  const now = input.now ?? new Date();
  if (!isWithinValidityWindow(parsed, now)) throw signInError('expired');
  if (!(await consumeNonce(db, parsed.nonce, now))) throw signInError('nonce');

  const checked = { message: input.message, signature: input.signature, address, chainId: parsed.chainId };
  if (!(await isSignatureValid(checked, input.getPublicClient))) throw signInError('signature');
  return { address, chainId: parsed.chainId };
}

function isSameAddress(address: Address, other: string): boolean {
  try {
    return isAddressEqual(address, other as Address);
  } catch {
    return false;
  }
}

function isWithinValidityWindow(message: SiweMessage, now: Date): boolean {
  if (message.expirationTime && now.getTime() >= Date.parse(message.expirationTime)) return false;
  if (message.notBefore && now.getTime() < Date.parse(message.notBefore)) return false;
  return true;
}
