import { defineRoute } from '@/lib/catalog/define';

export const VIP_ROUTES = [
  defineRoute({
    path: 'vip',
    routeName: 'vip',
    parent: null,
    category: 'vip',
    chain: null,
    title: 'VIP 会员与价格 | Chainkit',
    titleEn: 'VIP Plans and Pricing | Chainkit',
    description:
      'Chainkit VIP 按功能订阅：交易所批量提币、推特监控、NFT 归集、快速 RPC、DEX 批量交易、余额监控与通知，可选 7、30、365 天，在 EVM 或 TRON 链上付款。',
    descriptionEn:
      'Chainkit VIP is paid per feature: exchange withdrawals, Twitter monitor, NFT collection, fast RPC, bulk DEX trading and balance alerts, for 7, 30 or 365 days.',
    keywords: ['VIP 会员', '会员价格', '快速 RPC', '批量交易会员', '订阅套餐'],
    keywordsEn: ['VIP plans', 'pricing', 'fast RPC', 'bulk trading', 'subscription'],
    namespace: 'vip',
    implemented: true,
  }),
  defineRoute({
    path: 'vip/:feature:days',
    routeName: 'vip-feature-days',
    parent: 'vip',
    category: 'vip',
    chain: null,
    title: '开通 VIP 功能 | Chainkit',
    titleEn: 'Buy a VIP Feature | Chainkit',
    description:
      '为选定的 Chainkit VIP 功能下单：确认功能与天数，用钱包在 EVM 或 TRON 链上付款，链上确认到账后权益自动开通，也可以续费或延长已有会员。',
    descriptionEn:
      'Order the Chainkit VIP feature you picked: confirm the plan length, pay from your wallet on an EVM chain or TRON, and it unlocks once the payment confirms.',
    keywords: ['开通 VIP', '购买会员', '会员续费', '链上支付', '加密货币付款'],
    keywordsEn: ['buy VIP', 'purchase plan', 'renew VIP', 'on-chain payment', 'crypto payment'],
    namespace: 'vipPurchase',
    isNeedLogin: true,
    isInheritQuery: true,
    implemented: true,
  }),
];
