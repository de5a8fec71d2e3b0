import 'server-only';
import { SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApiError } from '@/lib/server/api/handler';

/** Ways adding or removing a custom chain refuses beyond 5006, 5007, 5016 and the safe fetch's own refusals. */
export type CustomChainRefusal =
  | 'chain-id-mismatch'
  | 'rpc-unreachable'
  | 'rpc-bad-answer'
  | 'too-many-chains'
  | 'entry-not-found';

/** No closing full stop: the answer appends ": <reason>". */
const MESSAGES: Readonly<Record<CustomChainRefusal, Readonly<Record<Locale, string>>>> = {
  'chain-id-mismatch': {
    en: 'This RPC serves another chain than the chain ID you entered',
    cn: '该 RPC 所属的链与您填写的链 ID 不一致',
  },
  'rpc-unreachable': {
    en: 'The RPC did not answer. Check the URL and try again',
    cn: '该 RPC 无响应，请检查地址后重试',
  },
  'rpc-bad-answer': {
    en: 'The RPC did not answer eth_chainId like an EVM node',
    cn: '该 RPC 未按 EVM 节点的方式返回 eth_chainId',
  },
  'too-many-chains': {
    en: 'You have added the most custom chains allowed. Remove one first',
    cn: '自定义链数量已达上限，请先删除一条',
  },
  'entry-not-found': { en: 'No custom chain of yours has this id', cn: '您没有该编号的自定义链' },
};

const STATUS: Readonly<Record<CustomChainRefusal, number>> = {
  'chain-id-mismatch': 400,
  'rpc-unreachable': 400,
  'rpc-bad-answer': 400,
  'too-many-chains': 409,
  'entry-not-found': 404,
};

/** 5021 with a message in the user's language, then the reason slug (and `extra`, e.g. the chain actually served). */
export function customChainRefused(reason: CustomChainRefusal, extra?: string): ApiError {
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: STATUS[reason],
    messages: MESSAGES[reason],
    detail: extra ? `${reason} (${extra})` : reason,
  });
}
