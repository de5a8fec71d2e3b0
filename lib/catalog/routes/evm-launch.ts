import { defineRoute } from '@/lib/catalog/define';

/** Launching and trading tokens on EVM chains and BSC; bulk trading is a paid VIP feature. */
export const EVM_LAUNCH_ROUTES = [
  defineRoute({
    path: 'token/publish',
    routeName: 'token-publish',
    parent: null,
    category: 'token',
    chain: 'evm',
    title: 'EVM 一键发币 | Chainkit',
    titleEn: 'EVM Token Creator | Chainkit',
    description:
      '无需编写代码，在以太坊、BSC、Base 等 EVM 链上一键发行 ERC20 代币：可选增发、供应上限、销毁、暂停和放弃所有权，从您的钱包部署并可开源验证。',
    descriptionEn:
      'Create an ERC-20 on Ethereum, BSC, Base and other EVM chains without code: mintable, capped, burnable or pausable, deployed from your wallet, source verified.',
    keywords: ['一键发币', 'ERC20 发币', '代币创建', 'BSC 发币', '无代码发币'],
    keywordsEn: ['token creator', 'create ERC-20', 'launch token', 'BSC token generator', 'no-code token'],
    namespace: 'tokenPublish',
    implemented: true,
  }),
  defineRoute({
    path: 'bsc/fourmeme/publish',
    routeName: 'bsc-fourmeme-publish',
    parent: null,
    category: 'token',
    chain: 'bsc',
    title: 'Four.meme 一键发币 | Chainkit',
    titleEn: 'Four.meme Token Launcher | Chainkit',
    description:
      '在 BNB Chain 的 Four.meme 平台一键发行 Meme 代币，并可同时用多个钱包捆绑买入首批筹码，发币不收服务费，最高节省 90% 的时间与手续费。',
    descriptionEn:
      'Launch a meme token on Four.meme on BNB Chain and bundle the first buys from several wallets; publishing has no service fee and saves up to 90% of the work.',
    keywords: ['Four.meme 发币', 'BSC 发币', 'Meme 币发行', '捆绑买入', '币安链发币'],
    keywordsEn: ['Four.meme launch', 'BSC token launch', 'meme coin creator', 'bundle buy', 'BNB Chain token'],
    namespace: 'bscFourmemePublish',
    implemented: false,
  }),
  defineRoute({
    path: 'bmm/evm',
    routeName: 'bmm-evm',
    parent: null,
    category: 'trade',
    chain: 'evm',
    title: 'EVM 市值管理机器人 | Chainkit',
    titleEn: 'EVM Market Maker Bot | Chainkit',
    description:
      '为 EVM 链上的代币自动做市：多个钱包按设定的价格区间、金额和频率在 DEX 上交替买卖，维持流动性与成交活跃度，帮助项目方进行市值管理。',
    descriptionEn:
      'Automated market making for EVM tokens: many wallets buy and sell on a DEX within your price range, size and pace, keeping liquidity healthy for project teams.',
    keywords: ['市值管理', '做市机器人', 'EVM 做市', '流动性管理', '自动交易'],
    keywordsEn: ['market maker bot', 'market cap management', 'EVM market making', 'liquidity', 'automated trading'],
    namespace: 'bmmEvm',
    needVipFeature: 'dexBulkTrade',
    implemented: true,
  }),
  defineRoute({
    path: 'batch/trade',
    routeName: 'batch-trade',
    parent: null,
    category: 'trade',
    chain: 'evm',
    title: 'EVM 多钱包批量交易 | Chainkit',
    titleEn: 'EVM Bulk DEX Trader | Chainkit',
    description:
      '用多个钱包在 Uniswap 等 EVM 去中心化交易所批量买入或卖出同一代币，可设置随机金额区间、滑点与时间间隔，适合项目方和交易团队高效执行多账号交易。',
    descriptionEn:
      'Buy or sell one token from many wallets on Uniswap and other EVM DEXs with random amount ranges, slippage and delays, made for teams trading from many wallets.',
    keywords: ['批量交易', '多钱包买卖', 'DEX 批量交易', 'Uniswap 批量', '批量买入卖出'],
    keywordsEn: ['bulk DEX trading', 'multi-wallet swap', 'batch buy sell', 'Uniswap bot', 'trading tool'],
    namespace: 'batchTrade',
    needVipFeature: 'dexBulkTrade',
    implemented: true,
  }),
  defineRoute({
    path: 'bsc/batch/trade',
    routeName: 'bsc-batch-trade',
    parent: null,
    category: 'trade',
    chain: 'bsc',
    title: 'BSC 多钱包批量交易 | Chainkit',
    titleEn: 'BSC Bulk DEX Trader | Chainkit',
    description:
      '在 BNB Chain 上用多个钱包通过 PancakeSwap 批量买卖代币，支持随机金额、滑点与间隔设置，为 Meme 项目方和交易团队最高节省 90% 的时间与手续费。',
    descriptionEn:
      'Buy and sell tokens from many wallets through PancakeSwap on BNB Chain with random amounts, slippage and delays, saving meme teams up to 90% in time and fees.',
    keywords: ['BSC 批量交易', 'PancakeSwap 批量', '币安链交易', '多钱包买卖', 'Meme 交易工具'],
    keywordsEn: ['BSC bulk trading', 'PancakeSwap bot', 'BNB Chain trading', 'multi-wallet swap', 'meme trading'],
    namespace: 'bscBatchTrade',
    needVipFeature: 'dexBulkTrade',
    implemented: true,
  }),
];
