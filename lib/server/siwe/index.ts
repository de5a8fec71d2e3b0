import 'server-only';

// Sign-In with Ethereum (EIP-4361), server side: nonces, the message to sign, and its verification.
export { type SignInFailure, signInError } from './errors';
export {
  type CreateSignInMessageInput,
  createSignInMessage,
  DEFAULT_SIGN_IN_STATEMENT,
  parseSignInMessage,
  type SignInMessage,
  toChecksumAddress,
} from './message';
export { consumeNonce, issueNonce, type NonceTimeOptions, purgeExpiredNonces, SIGN_IN_TTL_MS } from './nonces';
export {
  type VerifiedSignIn,
  type VerifyAddressSignatureInput,
  type VerifySignInInput,
  verifyAddressSignature,
  verifySignIn,
} from './verify';
