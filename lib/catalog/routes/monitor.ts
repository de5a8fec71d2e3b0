import { defineRoute } from '@/lib/catalog/define';

/** Watching wallets; alerts run on the server, so every page here needs a session. */
export const MONITOR_ROUTES = [
  defineRoute({
    path: 'balance/monitor',
    routeName: 'balance-monitor',
    parent: null,
    category: 'monitor',
    chain: 'multi',
    title: '钱包余额监控 | Chainkit',
    titleEn: 'Wallet Balance Monitor | Chainkit',
    description:
      '实时监控多条链上钱包地址的余额与代币变动，资产转入转出第一时间提醒，适合项目方盯防金库和热钱包，也适合个人用户守护大额资产的安全。',
    descriptionEn:
      'Watch wallet balances and token movements across many chains in real time and get alerted the moment funds move, for teams guarding treasuries and hot wallets.',
    keywords: ['余额监控', '钱包监控', '资产变动提醒', '链上监控', '大额转账提醒'],
    keywordsEn: ['balance monitor', 'wallet tracker', 'fund movement alert', 'on-chain monitoring', 'whale alert'],
    namespace: 'balanceMonitor',
    isNeedLogin: true,
    needVipFeature: 'balanceMonitor',
    implemented: true,
  }),
  defineRoute({
    path: 'balance/monitor/manage',
    routeName: 'balance-monitor-manage',
    parent: 'balance-monitor',
    category: 'monitor',
    chain: 'multi',
    title: '管理余额监控 | Chainkit',
    titleEn: 'Manage Balance Monitors | Chainkit',
    description:
      '管理你的余额监控列表：添加或删除钱包地址、选择要监控的链与代币、调整触发提醒的变动阈值，并按分组查看每个地址的最新余额。',
    descriptionEn:
      'Manage your balance monitors: add or remove wallets, choose chains and tokens to watch, set the thresholds that trigger alerts and view balances by group.',
    keywords: ['监控管理', '添加监控地址', '余额阈值', '监控分组', '钱包列表'],
    keywordsEn: ['manage monitors', 'add watch address', 'balance threshold', 'monitor groups', 'watch list'],
    namespace: 'balanceMonitorManage',
    isNeedLogin: true,
    needVipFeature: 'balanceMonitor',
    implemented: true,
  }),
  defineRoute({
    path: 'balance/monitor/notify',
    routeName: 'balance-monitor-notify',
    parent: 'balance-monitor',
    category: 'monitor',
    chain: 'multi',
    title: '余额监控通知设置 | Chainkit',
    titleEn: 'Balance Monitor Notifications | Chainkit',
    description:
      '为余额监控配置提醒方式：通过邮件等渠道实时接收钱包余额变动通知，可设置通知频率与静默时段，让重要的资金变化不再被错过。',
    descriptionEn:
      'Choose how balance monitor alerts reach you, by e-mail and other channels, with frequency limits and quiet hours, so no important change goes unnoticed.',
    keywords: ['监控通知', '余额提醒', '邮件提醒', '实时通知', '资产变动通知'],
    keywordsEn: ['monitor notifications', 'balance alerts', 'email alerts', 'real-time notifications', 'wallet alerts'],
    namespace: 'balanceMonitorNotify',
    isNeedLogin: true,
    needVipFeature: 'monitorNotify',
    implemented: true,
  }),
  defineRoute({
    path: 'monitor/address',
    routeName: 'monitor-address',
    parent: null,
    category: 'monitor',
    chain: 'multi',
    title: '链上地址监控 | Chainkit',
    titleEn: 'Address Activity Monitor | Chainkit',
    description:
      '关注任意链上地址的交易动态：聪明钱、巨鲸和项目方钱包的转账、兑换与授权行为实时记录，帮助交易者跟踪资金流向、提前发现市场信号。',
    descriptionEn:
      'Follow any address on chain, from smart money and whales to team wallets: transfers, swaps and approvals logged live so traders see where funds go.',
    keywords: ['地址监控', '聪明钱追踪', '巨鲸监控', '链上追踪', '钱包动态'],
    keywordsEn: ['address monitor', 'smart money tracker', 'whale watching', 'on-chain tracking', 'wallet activity'],
    namespace: 'monitorAddress',
    isNeedLogin: true,
    implemented: false,
  }),
];
