export { hitRateLimit, peekRateLimit, type RateLimitInput, type RateLimitResult, resetRateLimit } from './fixed-window';
export {
  type ClientRateLimit,
  type ClientRateLimitInput,
  type ClientRateLimitResult,
  clientRateLimitKey,
  hitClientRateLimit,
  tooManyRequestsMessages,
} from './per-client';
