import { defineRoute } from '@/lib/catalog/define';

export const TON_ROUTES = [
  defineRoute({
    path: 'ton/batch-send-token',
    routeName: 'ton-batch-send-token',
    parent: null,
    category: 'batch',
    chain: 'ton',
    title: 'TON 批量转账 | Chainkit',
    titleEn: 'TON Batch Token Sender | Chainkit',
    description:
      '在 TON 上把 TON 或 Jetton 代币批量发送到大量地址，一次签名打包多笔转账，每个地址服务费 0.02 TON 且封顶 0.5 TON，最高节省 95% 的时间。',
    descriptionEn:
      'Send TON or Jettons to many addresses with one signature for many transfers, for a 0.02 TON fee per address capped at 0.5 TON, saving up to 95% of your time.',
    keywords: ['TON 批量转账', 'Jetton 批量发送', 'TON 空投', '代币分发', '批量转账工具'],
    keywordsEn: ['TON batch sender', 'Jetton multisender', 'TON airdrop', 'token distribution', 'bulk transfer'],
    namespace: 'tonBatchSendToken',
    implemented: true,
  }),
  defineRoute({
    path: 'ton/batch-collection-token',
    routeName: 'ton-batch-collection-token',
    parent: null,
    category: 'batch',
    chain: 'ton',
    title: 'TON 批量归集 | Chainkit',
    titleEn: 'TON Batch Collector | Chainkit',
    description:
      '把多个 TON 钱包里的 TON 和 Jetton 代币归集到一个地址，每个钱包清空到零、手续费恰好扣足，自动逐个发送，最高节省 95% 的时间，适合多钱包用户整理资金。',
    descriptionEn:
      'Sweep TON and Jettons from many TON wallets into one address, each wallet emptied to exactly zero with fees paid, every transfer sent for you, up to 95% faster.',
    keywords: ['TON 归集', 'Jetton 归集', '多钱包归集', 'TON 批量归集', '资金归集'],
    keywordsEn: ['TON collector', 'Jetton sweep', 'multi-wallet sweep', 'TON batch collect', 'fund consolidation'],
    namespace: 'tonBatchCollectionToken',
    implemented: true,
  }),
  defineRoute({
    path: 'ton/check-balance',
    routeName: 'ton-check-balance',
    parent: null,
    category: 'balance',
    chain: 'ton',
    title: 'TON 批量查询余额 | Chainkit',
    titleEn: 'TON Batch Balance Checker | Chainkit',
    description:
      '批量查询 TON 钱包的 TON 与 Jetton 代币余额，一次粘贴上千个地址，兼容各种地址格式，结果可排序并导出 CSV，方便核对空投与多钱包资产。',
    descriptionEn:
      'Check TON and Jetton balances for thousands of TON wallets in any address format, then sort and export the results to verify airdrops and holdings.',
    keywords: ['TON 批量查询余额', 'TON 余额', 'Jetton 余额', '空投核对', '多钱包资产'],
    keywordsEn: ['TON balance checker', 'TON balance', 'Jetton balance', 'airdrop check', 'multi-wallet audit'],
    namespace: 'tonCheckBalance',
    isKeedScrollPosition: true,
    implemented: true,
  }),
  defineRoute({
    path: 'ton/token/publish',
    routeName: 'ton-token-publish',
    parent: null,
    category: 'token',
    chain: 'ton',
    title: 'TON 一键发币 | Chainkit',
    titleEn: 'TON Jetton Creator | Chainkit',
    description:
      '无需编写代码，在 TON 上一键部署 Jetton 代币：设置名称、符号、精度、总量与图标，5 TON 即可完成发行，适合 Telegram 生态项目快速上线代币。',
    descriptionEn:
      'Deploy a Jetton on TON without code: set name, symbol, decimals, supply and icon and launch for 5 TON, a fast way for Telegram projects to ship a token.',
    keywords: ['TON 发币', 'Jetton 发行', '一键发币', 'Telegram 代币', '无代码发币'],
    keywordsEn: ['TON token creator', 'Jetton deploy', 'launch token', 'Telegram token', 'no-code token'],
    namespace: 'tonTokenPublish',
    implemented: true,
  }),
  defineRoute({
    path: 'ton/token/manage',
    routeName: 'ton-token-manage',
    parent: null,
    category: 'token',
    chain: 'ton',
    title: 'TON Jetton 代币管理 | Chainkit',
    titleEn: 'TON Jetton Manager | Chainkit',
    description:
      '管理你发行的 TON Jetton 代币：增发、销毁、更新元数据，或放弃管理员权限让代币完全去中心化，每项操作 1 TON，适合项目方日常维护代币。',
    descriptionEn:
      'Manage the Jettons you issued on TON: mint, burn, update metadata or drop admin rights to make the token fully decentralised, for 1 TON per action.',
    keywords: ['Jetton 管理', 'TON 增发', 'TON 销毁', '更新元数据', '放弃管理员'],
    keywordsEn: ['Jetton manager', 'TON mint', 'TON burn', 'update metadata', 'drop admin'],
    namespace: 'tonTokenManage',
    implemented: true,
  }),
];
