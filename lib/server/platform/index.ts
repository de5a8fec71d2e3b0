export {
  DEFAULT_TURNSTILE_VERIFY_URL,
  type PingConfig,
  type PlatformConfig,
  readPlatformConfig,
  readTurnstileSiteKey,
  TURNSTILE_TEST_SECRET_KEY,
  TURNSTILE_TEST_SITE_KEY,
  type TurnstileConfig,
} from './config';
export { type FeedbackBody, feedbackBodySchema, saveFeedback } from './feedback';
export { receivePing } from './ping';
export { addSubscriber, type SubscriberBody, subscriberBodySchema } from './subscribers';
export {
  type PingEvent,
  type PingQuery,
  pingEventSchema,
  pingQuerySchema,
  storeTrackingEvents,
} from './tracking-events';
export {
  checkTurnstileToken,
  requireTurnstile,
  TURNSTILE_TOKEN_HEADER,
  type TurnstileRefusal,
  type TurnstileResult,
} from './turnstile';
