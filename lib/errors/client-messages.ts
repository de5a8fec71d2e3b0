import type { Locale } from '@/lib/i18n/config';
import { CLIENT_CODE } from './codes';

type LocalizedMessage = Record<Locale, string>;

/**
 * User messages of the client codes. `{count}` and `{kinds}` are filled by errorMessage's params.
 * SPECIFIC_ERROR has none on purpose: its message is written for the user and shown as is.
 */
export const CLIENT_MESSAGES: Record<number, LocalizedMessage> = {
  [CLIENT_CODE.NETWORK_ERROR]: { en: 'Network error, please check your connection', cn: '网络错误，请检查网络连接' },
  [CLIENT_CODE.TIMEOUT]: { en: 'The request timed out, please try again', cn: '请求超时，请重试' },
  [CLIENT_CODE.INSUFFICIENT_BALANCE]: { en: 'Insufficient balance', cn: '余额不足' },
  [CLIENT_CODE.WALLET_NOT_CONNECTED]: { en: 'Please connect your wallet first', cn: '请先连接钱包' },
  [CLIENT_CODE.INVALID_PHONE]: { en: 'Invalid phone number', cn: '手机号格式不正确' },
  [CLIENT_CODE.INVALID_EMAIL]: { en: 'Invalid e-mail address', cn: '邮箱格式不正确' },
  [CLIENT_CODE.REQUEST_ERROR]: { en: 'Request error, please try again', cn: '请求错误，请重试' },
  [CLIENT_CODE.RESPONSE_ERROR]: { en: 'Unexpected response from the server', cn: '服务器响应异常' },
  [CLIENT_CODE.INVALID_CONTRACT_ADDRESS]: { en: 'Invalid contract address', cn: '合约地址无效' },
  [CLIENT_CODE.USER_REJECTED]: { en: 'You rejected the request', cn: '您已取消操作' },
  [CLIENT_CODE.UNAUTHORIZED]: {
    en: 'The wallet has not authorised this account or method',
    cn: '钱包未授权该账户或方法',
  },
  [CLIENT_CODE.INVALID_METHOD]: { en: 'The wallet does not support this method', cn: '钱包不支持该方法' },
  [CLIENT_CODE.INVALID_ARGUMENT]: { en: 'Invalid argument', cn: '参数无效' },
  [CLIENT_CODE.SYMBOL_MISMATCH]: { en: 'The token symbol does not match', cn: '代币符号不匹配' },
  [CLIENT_CODE.GAS_TOO_LOW]: { en: 'Gas price too low, please raise it', cn: 'Gas 价格过低，请调高后重试' },
  [CLIENT_CODE.INSUFFICIENT_GAS_BALANCE]: {
    en: 'Not enough balance to pay the gas fee',
    cn: '余额不足以支付 Gas 费',
  },
  [CLIENT_CODE.INVALID_RPC]: {
    en: 'The RPC node is unavailable, please switch nodes',
    cn: 'RPC 节点不可用，请切换节点',
  },
  [CLIENT_CODE.MINT_NOT_STARTED]: { en: 'Minting has not started yet', cn: '铸造尚未开始' },
  [CLIENT_CODE.MINT_ENDED]: { en: 'Minting has ended', cn: '铸造已结束' },
  [CLIENT_CODE.WALLET_CONNECTOR_LOST]: {
    en: 'The wallet connection was lost, please refresh the page',
    cn: '钱包连接已断开，请刷新页面',
  },
  [CLIENT_CODE.PROVIDER_FETCH_FAILED]: {
    en: 'Failed to reach the node, please try again or switch nodes',
    cn: '节点请求失败，请重试或切换节点',
  },
  [CLIENT_CODE.PRIORITY_FEE_ABOVE_MAX]: {
    en: 'The priority fee is higher than the max fee',
    cn: '优先费高于最大费用',
  },
  [CLIENT_CODE.TOO_MANY_REQUESTS]: { en: 'Too many requests, please try again later', cn: '请求过于频繁，请稍后再试' },
  [CLIENT_CODE.PAYLOAD_TOO_LARGE]: { en: 'The data is too large', cn: '数据过大' },
  [CLIENT_CODE.NETWORK_NOT_FOUND]: {
    en: 'This network is not in your wallet, please add it first',
    cn: '钱包中没有该网络，请先添加',
  },
  [CLIENT_CODE.APPROVAL_REQUIRED]: { en: 'Please approve the token first', cn: '请先授权代币' },
  [CLIENT_CODE.REQUEST_ALREADY_PENDING]: {
    en: 'The same request is already pending in your wallet, please check it',
    cn: '钱包中已有相同的请求待处理，请先在钱包中确认',
  },
  [CLIENT_CODE.UNKNOWN_ERROR]: { en: 'Unknown error, please try again', cn: '未知错误，请重试' },
  [CLIENT_CODE.INVALID_SEND_AMOUNT]: { en: 'Invalid amount to send', cn: '发送数量无效' },
  [CLIENT_CODE.SIGNATURE_EXPIRED]: { en: 'The signature has expired, please try again', cn: '签名已过期，请重试' },
  [CLIENT_CODE.BATCH_ERROR]: {
    en: 'Failures: {count}, distinct errors: {kinds}',
    cn: '失败 {count} 个，共 {kinds} 种错误',
  },
  [CLIENT_CODE.EXECUTION_REVERTED]: {
    en: 'The transaction was reverted, please check your balance and parameters',
    cn: '交易执行失败，请检查余额和参数',
  },
  [CLIENT_CODE.INVALID_ADDRESS]: { en: 'Invalid address', cn: '地址无效' },
  [CLIENT_CODE.INVALID_PRIVATE_KEY]: { en: 'Invalid private key', cn: '私钥无效' },
  [CLIENT_CODE.INVALID_MNEMONIC]: { en: 'Invalid mnemonic phrase', cn: '助记词无效' },
  [CLIENT_CODE.LOCAL_STORAGE_FULL]: {
    en: 'Browser LocalStorage is full, please clear unused cache first',
    cn: '浏览器 LocalStorage 已满，请先清理不用的缓存',
  },
};
