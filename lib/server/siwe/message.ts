import 'server-only';
import { SiweMessage } from 'siwe';
import { type Address, getAddress, isAddress } from 'viem';
import type { Database } from '@/db';
import { signInError } from './errors';
import { generateSignInNonce, type NonceTimeOptions, SIGN_IN_TTL_MS, storeNonce } from './nonces';

export const DEFAULT_SIGN_IN_STATEMENT = 'Sign in to Chainkit';

export interface CreateSignInMessageInput extends NonceTimeOptions {
  /** Any case; mixed case must be a valid EIP-55 checksum. */
  address: string;
  chainId: number;
  /** RFC 3986 authority the user signs in to (host[:port]), checked again on verification. */
  domain: string;
  /** The site's origin, e.g. https://chainkit.example. */
  uri: string;
  statement?: string;
}

export interface SignInMessage {
  message: string;
  nonce: string;
}

/** The EIP-55 form of an address, or a 5016 'address' for anything that is not one (or fails its checksum). */
export function toChecksumAddress(address: string): Address {
  if (!isAddress(address)) throw signInError('address');
  return getAddress(address);
}

/**
 * Builds the EIP-4361 message for the user's wallet to sign, with a fresh single-use nonce that expires with it.
 * The nonce is stored only after siwe has accepted every field, so a bad input leaves no orphan row.
 */
export async function createSignInMessage(db: Database, input: CreateSignInMessageInput): Promise<SignInMessage> {
  const address = toChecksumAddress(input.address);
  if (!Number.isSafeInteger(input.chainId) || input.chainId <= 0) throw signInError('chainId');
  const now = input.now ?? new Date();
  const nonce = generateSignInNonce();
  // The constructor re-parses its own output, so whatever is returned here also parses on verification.
  const message = new SiweMessage({
    domain: input.domain,
    address,
    statement: input.statement ?? DEFAULT_SIGN_IN_STATEMENT,
    uri: input.uri,
    version: '1',
    chainId: input.chainId,
    nonce,
    issuedAt: now.toISOString(),
    expirationTime: new Date(now.getTime() + SIGN_IN_TTL_MS).toISOString(),
  }).prepareMessage();
  await storeNonce(db, nonce, now);
  return { message, nonce };
}

/** Parses a message the client sends back; anything that is not a valid EIP-4361 message is a 5016 'message'. */
export function parseSignInMessage(message: string): SiweMessage {
  try {
    return new SiweMessage(message);
  } catch {
    // siwe's parse errors quote the input: dropped, so no part of the message reaches an error or a log.
    throw signInError('message');
  }
}
