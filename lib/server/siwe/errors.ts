import 'server-only';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';

/** The language-neutral reason a sign-in was refused, sent as the 5016 detail (never the message or signature). */
export type SignInFailure = 'address' | 'chainId' | 'message' | 'domain' | 'expired' | 'nonce' | 'signature';

export function signInError(reason: SignInFailure): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: reason });
}
