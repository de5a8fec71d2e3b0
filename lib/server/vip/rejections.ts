import 'server-only';
import type { PaymentRejectReason } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ApiError } from '@/lib/server/api/handler';

/** Every way a VIP payment call can refuse, beyond bad parameters (5016). */
export type PaymentRefusal =
  | PaymentRejectReason
  | 'expired'
  | 'tx-used'
  | 'unknown-payment'
  | 'not-active'
  | 'too-many-pending'
  | 'wallet-of-another-account';

/** No closing full stop: the answer appends ": <reason>". */
const MESSAGES: Readonly<Record<PaymentRefusal, Readonly<Record<Locale, string>>>> = {
  failed: { en: 'The transaction failed on chain; nothing was paid', cn: '该交易在链上执行失败，未完成支付' },
  'wrong-token': {
    en: 'The transaction does not transfer the token you chose for this payment',
    cn: '该交易没有转账本次支付所选的代币',
  },
  'wrong-receiver': {
    en: 'The transaction does not pay our receiving address',
    cn: '该交易的收款地址不是我们的收款地址',
  },
  'wrong-sender': {
    en: 'The transaction was not sent from the wallet given for this payment',
    cn: '该交易不是从本次支付填写的钱包地址发出的',
  },
  underpaid: { en: 'The transaction pays less than the price', cn: '该交易支付的金额低于价格' },
  'wrong-account': {
    en: 'The transaction was paid for another Chainkit account',
    cn: '该交易是为其他 Chainkit 账户支付的',
  },
  expired: {
    en: 'The transaction was not found on chain in time. Check the hash, then confirm again once it is mined',
    cn: '未能及时在链上找到该交易。请核对交易哈希，待交易上链后再次确认',
  },
  'tx-used': {
    en: 'This transaction has already been used for a payment',
    cn: '该交易已被用于一笔支付',
  },
  'unknown-payment': {
    en: 'No payment of yours has this transaction hash. Submit the payment first',
    cn: '您没有使用该交易哈希的支付记录，请先提交支付',
  },
  'not-active': {
    en: 'Expanding needs an active subscription to this feature. Buy or renew it first',
    cn: '扩容需要该功能的会员仍在有效期内，请先购买或续费',
  },
  'wallet-of-another-account': {
    en: 'This wallet is bound to another Chainkit account: pay from your own wallet',
    cn: '该钱包已绑定其他 Chainkit 账户，请使用你自己的钱包支付',
  },
  'too-many-pending': {
    en: 'Too many payments are waiting for confirmation. Wait until they are confirmed',
    cn: '等待确认的支付过多，请等待其确认后再试',
  },
};

/**
 * 5021 with a message in the user's language, followed by the reason slug (the `detail`) so clients can tell the
 * reasons apart without parsing prose: "…: underpaid".
 */
export function paymentRefused(reason: PaymentRefusal): ApiError {
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: reason === 'too-many-pending' ? 429 : 400,
    messages: MESSAGES[reason],
    detail: reason,
  });
}

export function badParameter(field: string): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: field });
}
