import 'server-only';
import { SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApiError } from '@/lib/server/api/handler';
import { tooManyRequestsMessages } from '@/lib/server/rate-limit';
import type { SafeFetchError, SafeFetchRefusal } from './target';

type Messages = Readonly<Record<Locale, string>>;

/** No closing full stop: the answer appends ": <reason>". */
const REFUSALS: Readonly<Record<Exclude<SafeFetchRefusal, 'invalid-url'>, Messages>> = {
  'scheme-not-allowed': { en: 'Only https:// addresses can be used', cn: '只能使用 https:// 地址' },
  'credentials-in-url': {
    en: 'Addresses with a user name or password cannot be used',
    cn: '不能使用包含用户名或密码的地址',
  },
  'host-not-allowed': { en: 'This host cannot be reached from our server', cn: '我们的服务器无法访问该主机' },
  'port-not-allowed': { en: 'This port cannot be used', cn: '不能使用该端口' },
  'address-not-allowed': {
    en: 'This address points to a private or reserved network and cannot be used',
    cn: '该地址指向内网或保留地址，无法使用',
  },
  'too-many-redirects': { en: 'The address redirects too many times', cn: '该地址重定向次数过多' },
  'request-too-large': { en: 'The request body is too large', cn: '请求内容过大' },
};

/**
 * The answer to a failed safe fetch: a refused target is 5021 (403, 413 for a large body) with a message in the
 * user's language and the reason slug; a malformed URL is 5016 naming `field`; an upstream failure is 5000 (502,
 * 504 on timeout) with the slug only, never the upstream's address or error text.
 */
export function safeFetchApiError(error: SafeFetchError, field = 'url'): ApiError {
  if (error.reason === 'invalid-url') return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: field });
  if (error.isUpstreamFailure) {
    return new ApiError(SERVER_CODE.INTERNAL_ERROR, undefined, {
      status: error.reason === 'timeout' ? 504 : 502,
      detail: `upstream ${error.reason}`,
    });
  }
  const reason = error.reason as Exclude<SafeFetchRefusal, 'invalid-url'>;
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: reason === 'request-too-large' ? 413 : 403,
    messages: REFUSALS[reason],
    detail: reason,
  });
}

/** 5021 429 for a client over its rate limit, worded like every other 429 of the API. */
export function rateLimited(retryAfterMs: number): ApiError {
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: 429,
    messages: tooManyRequestsMessages(retryAfterMs / 1000),
  });
}
