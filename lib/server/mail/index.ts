export {
  assertMailConfigured,
  DEFAULT_MAIL_FROM,
  type MailConfig,
  type MailDelivery,
  MailNotConfiguredError,
  readMailConfig,
} from './config';
export { sendVerificationCodeMail, type VerificationCodeMailInput } from './send-verification-code-mail';
export { MailDeliveryError, type MailFailureReason, type OutgoingMail, sendMailOverSmtp } from './transport';
export { composeVerificationCodeMail, escapeHtml, type MailContent } from './verification-code-content';
