import { defineRoute } from '@/lib/catalog/define';

/** The signed-in user's own pages. `account` itself is a redirect (see redirects.ts). */
export const ACCOUNT_ROUTES = [
  defineRoute({
    path: 'account/usercenter',
    routeName: 'account-usercenter',
    parent: null,
    category: 'account',
    chain: null,
    title: '个人中心 | Chainkit',
    titleEn: 'User Center | Chainkit',
    description:
      '在 Chainkit 个人中心管理账户资料、头像与昵称，查看已绑定的邮箱和钱包地址，以及每项 VIP 功能的到期时间，一处掌握你的批量工具、监控与提币服务。',
    descriptionEn:
      'Manage your Chainkit profile, avatar and nickname, see the e-mail and wallet linked to your account, and check when each of your VIP features expires.',
    keywords: ['个人中心', '账户设置', 'VIP 到期时间', '绑定钱包', 'Chainkit 账户'],
    keywordsEn: ['user center', 'account settings', 'VIP expiry', 'linked wallet', 'Chainkit account'],
    namespace: 'accountUsercenter',
    isNeedLogin: true,
    implemented: true,
  }),
  defineRoute({
    path: 'account/benefits',
    routeName: 'account-benefits',
    parent: 'account-usercenter',
    category: 'account',
    chain: null,
    title: '我的 VIP 权益 | Chainkit',
    titleEn: 'My VIP Benefits | Chainkit',
    description:
      '查看你在 Chainkit 已开通的全部 VIP 权益：交易所批量提币、推特监控、NFT 归集、快速 RPC、余额监控与通知、DEX 批量交易，剩余天数与续费入口一目了然。',
    descriptionEn:
      'See every VIP benefit on your Chainkit account, from exchange withdrawals and Twitter monitoring to fast RPC and bulk trading, with days left and renewal.',
    keywords: ['VIP 权益', '会员权益', '会员续费', '快速 RPC 会员', '余额监控会员'],
    keywordsEn: ['VIP benefits', 'membership', 'renew VIP', 'fast RPC', 'balance monitor'],
    namespace: 'accountBenefits',
    isNeedLogin: true,
    implemented: true,
  }),
  defineRoute({
    path: 'account/pay-record',
    routeName: 'account-pay-record',
    parent: 'account-usercenter',
    category: 'account',
    chain: null,
    title: '支付记录 | Chainkit',
    titleEn: 'Payment History | Chainkit',
    description:
      '查看你在 Chainkit 的全部 VIP 购买与续费记录，包括支付链、代币、金额、交易哈希和开通天数，方便对账，也可以在区块浏览器上核实每一笔付款。',
    descriptionEn:
      'Review every VIP purchase and renewal on your Chainkit account: chain, token, amount, transaction hash and days granted, ready to reconcile and verify on-chain.',
    keywords: ['支付记录', 'VIP 订单', '付款历史', '交易哈希', '会员对账'],
    keywordsEn: ['payment history', 'VIP orders', 'purchase records', 'transaction hash', 'billing'],
    namespace: 'accountPayRecord',
    isNeedLogin: true,
    implemented: true,
  }),
  defineRoute({
    path: 'bind/address',
    routeName: 'bind-address',
    parent: 'account-usercenter',
    category: 'account',
    chain: null,
    title: '绑定钱包地址 | Chainkit',
    titleEn: 'Link a Wallet Address | Chainkit',
    description:
      '把钱包地址绑定到你的 Chainkit 邮箱账户：连接钱包并签名确认，之后即可用钱包签名登录，VIP 权益与监控订阅在两种登录方式之间保持同步。',
    descriptionEn:
      'Link a wallet to your Chainkit e-mail account by signing a message, then sign in with either and keep your VIP features and monitors in one place.',
    keywords: ['绑定钱包', '钱包签名', '钱包登录', '账户安全', '地址绑定'],
    keywordsEn: ['link wallet', 'wallet signature', 'sign in with wallet', 'account security', 'bind address'],
    namespace: 'bindAddress',
    isNeedLogin: true,
    needWallet: true,
    implemented: true,
  }),
  defineRoute({
    path: 'bind/email',
    routeName: 'bind-email',
    parent: 'account-usercenter',
    category: 'account',
    chain: null,
    title: '绑定邮箱 | Chainkit',
    titleEn: 'Link an E-mail Address | Chainkit',
    description:
      '为通过钱包签名注册的 Chainkit 账户绑定邮箱并设置密码：输入验证码完成绑定后，即可用邮箱登录、找回密码，并接收余额监控等提醒通知。',
    descriptionEn:
      'Add an e-mail and password to a Chainkit account created with a wallet signature, so you can sign in by e-mail, reset your password and receive monitor alerts.',
    keywords: ['绑定邮箱', '邮箱验证码', '设置密码', '找回账户', '监控邮件通知'],
    keywordsEn: ['link email', 'verification code', 'set password', 'account recovery', 'alert emails'],
    namespace: 'bindEmail',
    isNeedLogin: true,
    implemented: true,
  }),
];
