import { defineRoute } from '@/lib/catalog/define';

/** Solana batch, balance, trading and wallet tools. Token tools are in solana-token.ts. */
export const SOLANA_ROUTES = [
  defineRoute({
    path: 'solana/batch/send',
    routeName: 'solana-batch-send',
    parent: null,
    category: 'batch',
    chain: 'solana',
    title: 'Solana 批量转账 | Chainkit',
    titleEn: 'Solana Batch Sender | Chainkit',
    description:
      '在 Solana 上把 SOL 或 SPL 代币批量发送到上千个地址，多笔转账打包进同一交易，并自动创建接收方代币账户，最高节省 95% 的时间与手续费。',
    descriptionEn:
      'Send SOL or SPL tokens to thousands of Solana addresses, many transfers per transaction and token accounts created for you, saving up to 95% in time and fees.',
    keywords: ['Solana 批量转账', 'SOL 批量发送', 'SPL 代币空投', 'Solana 空投工具', '批量转账'],
    keywordsEn: ['Solana batch sender', 'SOL multisender', 'SPL token airdrop', 'Solana airdrop tool', 'bulk transfer'],
    namespace: 'solanaBatchSend',
    implemented: true,
  }),
  defineRoute({
    path: 'solana/batch/collection',
    routeName: 'solana-batch-collection',
    parent: null,
    category: 'batch',
    chain: 'solana',
    title: 'Solana 批量归集 | Chainkit',
    titleEn: 'Solana Batch Collector | Chainkit',
    description:
      '把多个 Solana 钱包里的 SOL 和 SPL 代币一键归集到同一地址，可设置保留数量并自动处理代币账户，最高节省 95% 的时间与手续费，适合工作室整理资金。',
    descriptionEn:
      'Sweep SOL and SPL tokens from many Solana wallets into one address, keeping what you choose and handling token accounts for you, up to 95% faster and cheaper.',
    keywords: ['Solana 归集', 'SOL 批量归集', 'SPL 代币归集', '多钱包归集', '资金归集'],
    keywordsEn: ['Solana collector', 'SOL sweep', 'SPL token collect', 'multi-wallet sweep', 'fund consolidation'],
    namespace: 'solanaBatchCollection',
    implemented: true,
  }),
  defineRoute({
    path: 'solana/batch/close-account',
    routeName: 'solana-batch-close-account',
    parent: null,
    category: 'batch',
    chain: 'solana',
    title: 'Solana 批量关闭代币账户 | Chainkit',
    titleEn: 'Solana Batch Account Closer | Chainkit',
    description:
      '用多个钱包批量关闭 Solana 上余额为零的代币账户，一次回收每个账户约 0.002 SOL 的租金押金，适合撸毛工作室和多钱包用户集中回收闲置的 SOL。',
    descriptionEn:
      'Close empty Solana token accounts across many wallets in one run and reclaim the rent of about 0.002 SOL held by each, ideal for studios with many wallets.',
    keywords: ['批量关闭账户', '回收 SOL 租金', 'Solana 租金', '关闭代币账户', '多钱包回收'],
    keywordsEn: ['batch close accounts', 'reclaim SOL rent', 'Solana rent', 'close token accounts', 'wallet cleanup'],
    namespace: 'solanaBatchCloseAccount',
    implemented: true,
  }),
  defineRoute({
    path: 'solana/close-account',
    routeName: 'solana-close-account',
    parent: null,
    category: 'wallet',
    chain: 'solana',
    title: 'Solana 关闭账户回收 SOL | Chainkit',
    titleEn: 'Solana Rent Reclaimer: Close Token Accounts | Chainkit',
    description:
      '连接钱包即可找出 Solana 上所有空的代币账户和 NFT 账户，一键关闭并取回每个账户锁定的租金 SOL，操作前可预览能回收的数量，安全透明。',
    descriptionEn:
      'Connect your wallet to find every empty Solana token and NFT account, preview the SOL you will get back, and close them in one click to reclaim the locked rent.',
    keywords: ['关闭账户', '回收租金', 'Solana 回收 SOL', '空代币账户', '钱包清理'],
    keywordsEn: ['close token account', 'reclaim rent', 'recover SOL', 'empty token accounts', 'Solana cleanup'],
    namespace: 'solanaCloseAccount',
    implemented: true,
  }),
  defineRoute({
    path: 'solana/check-balance',
    routeName: 'solana-check-balance',
    parent: null,
    category: 'balance',
    chain: 'solana',
    title: 'Solana 批量查询余额 | Chainkit',
    titleEn: 'Solana Batch Balance Checker | Chainkit',
    description:
      '批量查询 Solana 钱包的 SOL 和任意 SPL 代币余额，一次粘贴上千个地址，结果可排序并导出 CSV，适合空投发放前核对和工作室统计多钱包资产。',
    descriptionEn:
      'Check SOL and any SPL token balance for thousands of Solana wallets, then sort and export the results, perfect before an airdrop or when auditing many wallets.',
    keywords: ['Solana 批量查询余额', 'SOL 余额', 'SPL 代币余额', '空投核对', '多钱包资产'],
    keywordsEn: ['Solana balance checker', 'SOL balance', 'SPL token balance', 'airdrop check', 'multi-wallet audit'],
    namespace: 'solanaCheckBalance',
    isKeedScrollPosition: true,
    implemented: true,
  }),
  defineRoute({
    path: 'solana/batch/trade',
    routeName: 'solana-batch-trade',
    parent: null,
    category: 'trade',
    chain: 'solana',
    title: 'Solana 多钱包批量交易 | Chainkit',
    titleEn: 'Solana Bulk DEX Trader | Chainkit',
    description:
      '用多个 Solana 钱包在 Raydium、Pump.fun 等平台批量买入或卖出代币，可设置随机金额、滑点和间隔，最高节省 95% 的时间与手续费，适合项目方与交易团队。',
    descriptionEn:
      'Buy or sell a token from many Solana wallets on Raydium, Pump.fun and more with random amounts, slippage and delays, saving teams up to 95% in time and fees.',
    keywords: ['Solana 批量交易', '多钱包买卖', 'Raydium 批量交易', 'Pump 批量买入', 'Solana 交易工具'],
    keywordsEn: ['Solana bulk trading', 'multi-wallet swap', 'Raydium bot', 'Pump.fun bundle', 'Solana trading tool'],
    namespace: 'solanaBatchTrade',
    needVipFeature: 'dexBulkTrade',
    implemented: false,
  }),
  defineRoute({
    path: 'solana/bmm',
    routeName: 'solana-bmm',
    parent: null,
    category: 'trade',
    chain: 'solana',
    title: 'Solana 市值管理机器人 | Chainkit',
    titleEn: 'Solana Market Maker Bot | Chainkit',
    description:
      '为 Solana 代币自动做市：多个钱包按设定的价格区间、交易金额和频率在 DEX 上交替买卖，保持流动性与交易活跃，帮助项目方管理市值与价格走势。',
    descriptionEn:
      'Automated market making for Solana tokens: many wallets trade on DEXs within your price band, size and pace, keeping liquidity and activity steady for teams.',
    keywords: ['Solana 做市', '市值管理', '做市机器人', '流动性管理', '自动交易'],
    keywordsEn: ['Solana market maker', 'market cap management', 'market making bot', 'liquidity', 'automated trading'],
    namespace: 'solanaBmm',
    implemented: false,
  }),
  defineRoute({
    path: 'solana/vanity-address',
    routeName: 'solana-vanity-address',
    parent: null,
    category: 'wallet',
    chain: 'solana',
    title: 'Solana 靓号地址生成器 | Chainkit',
    titleEn: 'Solana Vanity Address Generator | Chainkit',
    description:
      '在浏览器本地生成自定义开头或结尾的 Solana 靓号地址，多线程加速计算，私钥不离开你的设备，适合打造项目代币合约地址或好记的收款地址。',
    descriptionEn:
      'Generate a Solana vanity address that starts or ends with the letters you want, computed on several threads in your browser; the key never leaves your device.',
    keywords: ['Solana 靓号', '靓号地址', '自定义地址', 'SOL 地址生成', '合约靓号'],
    keywordsEn: ['Solana vanity address', 'vanity generator', 'custom address', 'SOL address', 'vanity mint address'],
    namespace: 'solanaVanityAddress',
    implemented: true,
  }),
];
