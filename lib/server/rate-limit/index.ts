export { hitRateLimit, peekRateLimit, type RateLimitInput, type RateLimitResult, resetRateLimit } from './fixed-window';
