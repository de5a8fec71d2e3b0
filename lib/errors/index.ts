export { AppError, type AppErrorOptions, type ErrorLevel } from './app-error';
export { BatchError, type ErrorGroup } from './batch-error';
export {
  CLIENT_CODE,
  type ClientCode,
  type ErrorCode,
  isServerCode,
  SERVER_CODE,
  type ServerCode,
  TRANSPORT_CODE,
  TRANSPORT_MESSAGE_CODE,
  type TransportCode,
} from './codes';
export { type Envelope, type FailureEnvelope, isFailureEnvelope, isSuccessEnvelope } from './envelope';
export { localizeError } from './localize-error';
export { errorMessage, hasTranslation, type MessageParams, USER_FACING_CODES } from './message';
export { REDACTED, type Redacted, stripSensitive } from './strip-sensitive';
export { isUserRejection, toAppError } from './to-app-error';
