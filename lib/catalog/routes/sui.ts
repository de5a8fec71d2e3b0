import { defineRoute } from '@/lib/catalog/define';

export const SUI_ROUTES = [
  defineRoute({
    path: 'sui/batch-send-token',
    routeName: 'sui-batch-send-token',
    parent: null,
    category: 'batch',
    chain: 'sui',
    title: 'Sui 批量转账 | Chainkit',
    titleEn: 'Sui Batch Token Sender | Chainkit',
    description:
      '在 Sui 上把 SUI 或任意代币批量发送到上千个地址，借助可编程交易块把多笔转账合并提交，最高节省 95% 的时间与手续费，适合空投和奖励发放。',
    descriptionEn:
      'Send SUI or any coin to thousands of addresses, transfers merged into programmable transaction blocks, saving up to 95% in time and fees on airdrops.',
    keywords: ['Sui 批量转账', 'SUI 批量发送', 'Sui 空投', '代币分发', '批量转账工具'],
    keywordsEn: ['Sui batch sender', 'SUI multisender', 'Sui airdrop', 'token distribution', 'bulk transfer'],
    namespace: 'suiBatchSendToken',
    implemented: true,
  }),
  defineRoute({
    path: 'sui/batch-collection-token',
    routeName: 'sui-batch-collection-token',
    parent: null,
    category: 'batch',
    chain: 'sui',
    title: 'Sui 批量归集 | Chainkit',
    titleEn: 'Sui Batch Collector | Chainkit',
    description:
      '把多个 Sui 钱包中的 SUI 和其他代币一键归集到同一地址，可设置保留数量，自动逐个签名提交，最高节省 95% 的时间与手续费，适合多钱包用户整理资产。',
    descriptionEn:
      'Sweep SUI and other coins from many Sui wallets into one address, keeping what you choose, with every transfer signed and sent for you, up to 95% faster.',
    keywords: ['Sui 归集', 'SUI 批量归集', '多钱包归集', 'Sui 代币归集', '资金归集'],
    keywordsEn: ['Sui collector', 'SUI sweep', 'multi-wallet sweep', 'Sui coin collect', 'fund consolidation'],
    namespace: 'suiBatchCollectionToken',
    implemented: true,
  }),
  defineRoute({
    path: 'sui/check-balance',
    routeName: 'sui-check-balance',
    parent: null,
    category: 'balance',
    chain: 'sui',
    title: 'Sui 批量查询余额 | Chainkit',
    titleEn: 'Sui Batch Balance Checker | Chainkit',
    description:
      '批量查询 Sui 钱包的 SUI 与任意代币余额，一次粘贴上千个地址，结果可排序并导出 CSV，方便 Sui 生态用户核对空投与多钱包持仓。',
    descriptionEn:
      'Check SUI and any coin balance for thousands of Sui wallets at a time, then sort and export the results to verify airdrops and holdings across your wallets.',
    keywords: ['Sui 批量查询余额', 'SUI 余额', 'Sui 代币余额', '空投核对', '多钱包持仓'],
    keywordsEn: ['Sui balance checker', 'SUI balance', 'Sui coin balance', 'airdrop check', 'multi-wallet holdings'],
    namespace: 'suiCheckBalance',
    isKeedScrollPosition: true,
    implemented: true,
  }),
  defineRoute({
    path: 'sui/swap-token',
    routeName: 'sui-swap-token',
    parent: null,
    category: 'trade',
    chain: 'sui',
    title: 'Sui 多钱包批量兑换 | Chainkit',
    titleEn: 'Sui Batch Token Swap | Chainkit',
    description:
      '用多个 Sui 钱包批量兑换代币：选择交易对、设置金额与滑点，一次完成多钱包的买入或卖出，最高节省 95% 的时间与手续费，适合 Sui 生态交易者。',
    descriptionEn:
      'Swap tokens from many Sui wallets in one run: pick the pair, set amounts and slippage, and buy or sell across wallets at once, up to 95% faster and cheaper.',
    keywords: ['Sui 兑换', '批量兑换', 'Sui 交易', '多钱包兑换', 'Sui 去中心化交易'],
    keywordsEn: ['Sui swap', 'batch swap', 'Sui trading', 'multi-wallet swap', 'Sui DEX'],
    namespace: 'suiSwapToken',
    implemented: false,
  }),
  defineRoute({
    path: 'sui/token/publish',
    routeName: 'sui-token-publish',
    parent: null,
    category: 'token',
    chain: 'sui',
    title: 'Sui 一键发币 | Chainkit',
    titleEn: 'Sui Token Creator | Chainkit',
    description:
      '无需编写 Move 代码，在 Sui 上一键发行代币：设置名称、符号、精度、总量和图标，合约自动发布，几分钟即可完成，适合新项目快速进入 Sui 生态。',
    descriptionEn:
      'Create a coin on Sui without writing Move: set name, symbol, decimals, supply and icon, and the package is published for you in minutes, ideal for new projects.',
    keywords: ['Sui 发币', 'Sui 代币创建', '一键发币', 'Move 发币', '无代码发币'],
    keywordsEn: ['Sui token creator', 'create Sui coin', 'launch token', 'Move token', 'no-code token'],
    namespace: 'suiTokenPublish',
    implemented: true,
  }),
  defineRoute({
    path: 'sui/token/manage',
    routeName: 'sui-token-manage',
    parent: null,
    category: 'token',
    chain: 'sui',
    title: 'Sui 代币管理 | Chainkit',
    titleEn: 'Sui Token Manager | Chainkit',
    description:
      '管理你在 Sui 上发行的代币：增发、销毁、修改名称和图标等元数据，以及转移或放弃 TreasuryCap 管理权限，所有操作都在一个页面完成，方便项目方日常维护。',
    descriptionEn:
      'Manage the coins you issued on Sui: mint, burn, edit name and icon metadata, and transfer or give up the TreasuryCap, all from one page for everyday upkeep.',
    keywords: ['Sui 代币管理', '增发代币', '销毁代币', '修改元数据', '放弃权限'],
    keywordsEn: ['Sui token manager', 'mint coin', 'burn coin', 'edit metadata', 'TreasuryCap'],
    namespace: 'suiTokenManage',
    implemented: true,
  }),
];
