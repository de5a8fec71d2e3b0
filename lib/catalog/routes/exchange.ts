import { defineRoute } from '@/lib/catalog/define';

/** Withdrawing from centralised exchanges to many wallets through their API; a VIP feature. */
export const EXCHANGE_ROUTES = [
  defineRoute({
    path: 'exchange/withdraw',
    routeName: 'exchange-withdraw',
    parent: null,
    category: 'batch',
    chain: 'multi',
    title: '交易所批量提币 | Chainkit',
    titleEn: 'Exchange Batch Withdrawal | Chainkit',
    description:
      '通过交易所 API 把币安、OKX 等平台上的资产批量提到多个钱包地址，可设置随机金额与时间间隔，最高节省 95% 的时间，适合给大量钱包分发 Gas 与资金。',
    descriptionEn:
      'Withdraw from Binance, OKX and other exchanges to many wallets through their API, with random amounts and delays, saving up to 95% of the time it takes.',
    keywords: ['交易所批量提币', '币安批量提现', 'OKX 提币', '批量充值钱包', '分发 Gas'],
    keywordsEn: [
      'exchange batch withdrawal',
      'Binance withdraw',
      'OKX withdraw',
      'fund many wallets',
      'gas distribution',
    ],
    namespace: 'exchangeWithdraw',
    isNeedLogin: true,
    needVipFeature: 'cexWithdraw',
    implemented: false,
  }),
  defineRoute({
    path: 'exchange/withdraw/history',
    routeName: 'exchange-withdraw-history',
    parent: 'exchange-withdraw',
    category: 'batch',
    chain: 'multi',
    title: '交易所提币记录 | Chainkit',
    titleEn: 'Exchange Withdrawal History | Chainkit',
    description:
      '查看通过 Chainkit 发起的全部交易所批量提币记录：交易所、币种、网络、金额、目标地址与状态，失败的条目可以重新提交，并可导出 CSV 对账。',
    descriptionEn:
      'Every exchange withdrawal you ran through Chainkit: exchange, coin, network, amount, destination and status, failed ones easy to retry, CSV export included.',
    keywords: ['提币记录', '提现历史', '交易所提币状态', '批量提币对账', '导出提币记录'],
    keywordsEn: ['withdrawal history', 'withdrawal status', 'exchange records', 'reconciliation', 'CSV export'],
    namespace: 'exchangeWithdrawHistory',
    isNeedLogin: true,
    needVipFeature: 'cexWithdraw',
    implemented: false,
  }),
];
