export {
  hitRateLimit,
  peekRateLimit,
  type RateLimitInput,
  type RateLimitResult,
  refundRateLimit,
  resetRateLimit,
} from './fixed-window';
export {
  type ClientRateLimit,
  type ClientRateLimitInput,
  type ClientRateLimitResult,
  clientRateLimitKey,
  hitClientRateLimit,
  tooManyRequestsMessages,
} from './per-client';
