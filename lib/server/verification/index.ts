export {
  generateVerificationCode,
  MAX_FAILED_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  type VerificationTarget,
} from './codes';
export { type ConsumeVerificationCodeInput, consumeVerificationCode } from './consume';
export {
  DAILY_SEND_LIMIT,
  type IssueVerificationCodeInput,
  issueVerificationCode,
  RESEND_INTERVAL_MS,
  verificationRateLimitKeys,
} from './issue';
export { type SendVerificationCodeInput, sendVerificationCode } from './send';
