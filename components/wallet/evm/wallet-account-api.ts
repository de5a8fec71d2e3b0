import type { UserInfo } from '@/lib/client/user/types';
import { createHttpClient } from '@/lib/http';
import type { Locale } from '@/lib/i18n/config';

/** A server-issued EIP-4361 message and the wallet's signature of it. */
export interface SignedWalletMessage {
  address: string;
  message: string;
  signature: string;
}

interface SignMessageAnswer {
  message: string;
  nonce: string;
}

function accountClient(locale: Locale) {
  return createHttpClient({ getLocale: () => locale });
}

/** GET /api/v1/account/signmsg: the message to sign, bound to our domain, the address and the chain. */
export async function fetchSignInMessage(locale: Locale, address: string, chainId: number): Promise<string> {
  const answer = await accountClient(locale).get<SignMessageAnswer>('/api/v1/account/signmsg', { address, chainId });
  return answer.message;
}

/** POST /api/v1/account/signverify: signs the wallet's user in (creating the account for a new address). */
export function verifyWalletSignIn(locale: Locale, signed: SignedWalletMessage): Promise<UserInfo> {
  return accountClient(locale).post<UserInfo>('/api/v1/account/signverify', {
    message: signed.message,
    signature: signed.signature,
  });
}

/** POST /api/v1/account/address/bind: links the wallet to the signed-in (e-mail) account. */
export function bindWalletAddress(locale: Locale, signed: SignedWalletMessage): Promise<UserInfo> {
  return accountClient(locale).post<UserInfo>('/api/v1/account/address/bind', {
    address: signed.address,
    signMsg: signed.message,
    msgSignature: signed.signature,
  });
}
