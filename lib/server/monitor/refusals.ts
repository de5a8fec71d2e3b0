import 'server-only';
import { SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApiError } from '@/lib/server/api/handler';

/** Ways a balance-monitor call refuses beyond 5006, 5016, 5017 and 5020 (which have their own messages). */
export type MonitorRefusal = 'already-watched' | 'entry-not-found' | 'chain-unavailable';

/** No closing full stop: the answer appends ": <reason>". */
const MESSAGES: Readonly<Record<MonitorRefusal, Readonly<Record<Locale, string>>>> = {
  'already-watched': {
    en: 'You already watch this token on this address',
    cn: '您已在监控该地址的这个代币',
  },
  'entry-not-found': {
    en: 'No watched address of yours has this id',
    cn: '您没有该编号的监控地址',
  },
  'chain-unavailable': {
    en: 'The chain could not be read right now. Please try again later',
    cn: '暂时无法读取该链，请稍后重试',
  },
};

/** 5021 with a message in the user's language, followed by the reason slug: "…: already-watched". */
export function monitorRefused(reason: MonitorRefusal): ApiError {
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: reason === 'entry-not-found' ? 404 : reason === 'chain-unavailable' ? 503 : 409,
    messages: MESSAGES[reason],
    detail: reason,
  });
}

/** 5016 naming the field. */
export function badParameter(field: string): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: field });
}

/** 5017 (spec §8: subscription count exceeds limit), with the allowance as detail. */
export function limitExceeded(limit: number): ApiError {
  return new ApiError(SERVER_CODE.SUBSCRIPTION_LIMIT_EXCEEDED, undefined, { detail: String(limit) });
}
