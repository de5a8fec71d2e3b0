import type { Locale } from '@/lib/i18n/config';
import { SERVER_CODE } from './codes';

type LocalizedMessage = Record<Locale, string>;

const GENERIC_SERVER_ERROR: LocalizedMessage = {
  en: 'Server error, please try again later',
  cn: '服务器错误，请稍后重试',
};

/**
 * User messages of the server codes (spec §8). SPECIFIC_MESSAGE (5021) has none on purpose:
 * the server's own message is shown as is.
 */
export const SERVER_MESSAGES: Record<number, LocalizedMessage> = {
  [SERVER_CODE.SERVER_ERROR]: GENERIC_SERVER_ERROR,
  [SERVER_CODE.INTERNAL_ERROR]: GENERIC_SERVER_ERROR,
  [SERVER_CODE.EMAIL_ALREADY_SUBSCRIBED]: { en: 'This e-mail is already subscribed', cn: '该邮箱已订阅' },
  [SERVER_CODE.CHECK_API_KEY]: {
    en: 'Please check your API key or contact support',
    cn: '请检查 API Key 或联系客服',
  },
  [SERVER_CODE.NOT_LOGGED_IN]: { en: 'Please log in first', cn: '请先登录' },
  [SERVER_CODE.RPC_ALREADY_ADDED]: { en: 'This RPC has already been added', cn: '该 RPC 已添加' },
  [SERVER_CODE.EMAIL_ALREADY_REGISTERED]: { en: 'This e-mail is already registered', cn: '该邮箱已注册' },
  [SERVER_CODE.WRONG_VERIFICATION_CODE]: { en: 'Wrong verification code', cn: '验证码错误' },
  [SERVER_CODE.VERIFICATION_CODE_EXPIRED]: { en: 'The verification code has expired', cn: '验证码已过期' },
  [SERVER_CODE.WRONG_ACCOUNT_OR_PASSWORD]: { en: 'Wrong account or password', cn: '账号或密码错误' },
  [SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT]: {
    en: 'Verification codes are requested too often, please try again later',
    cn: '验证码发送过于频繁，请稍后再试',
  },
  [SERVER_CODE.ADDRESS_ALREADY_REGISTERED]: { en: 'This address is already registered', cn: '该地址已注册' },
  [SERVER_CODE.ACCOUNT_NOT_FOUND]: { en: 'The account does not exist', cn: '账号不存在' },
  [SERVER_CODE.BAD_PARAMETERS]: { en: 'Bad request parameters', cn: '请求参数错误' },
  [SERVER_CODE.SUBSCRIPTION_LIMIT_EXCEEDED]: {
    en: 'The number of subscriptions exceeds the limit',
    cn: '订阅数量超过上限',
  },
  [SERVER_CODE.SOCIAL_ACCOUNT_NOT_FOUND]: { en: 'Social account not found', cn: '未找到该社交账号' },
  [SERVER_CODE.ALREADY_SUBSCRIBED]: { en: 'This account is already subscribed', cn: '该账号已订阅' },
  [SERVER_CODE.VIP_REQUIRED]: { en: 'This feature requires VIP', cn: '该功能需要开通 VIP' },
};
