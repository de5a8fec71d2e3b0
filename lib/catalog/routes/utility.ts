import { defineRoute } from '@/lib/catalog/define';

/**
 * Network utilities. The gas title carries a live `{min}-{max} Gwei` range; routeTitle fills it in or, without
 * numbers, removes the whole range so the title stays clean.
 */
export const UTILITY_ROUTES = [
  defineRoute({
    path: 'gas',
    routeName: 'gas',
    parent: null,
    category: 'utility',
    chain: 'evm',
    title: '以太坊 Gas 费追踪 {min}-{max} Gwei | Chainkit',
    titleEn: 'Gas Tracker {min}-{max} Gwei | Chainkit',
    description:
      '实时查看以太坊及主流 EVM 链的 Gas 价格：慢速、标准、快速三档建议与最近区块的基础费用，帮助你挑选合适的时机发送交易，减少不必要的 Gas 支出。',
    descriptionEn:
      'Live gas prices for Ethereum and major EVM chains: slow, standard and fast suggestions plus recent base fees, so you can pick the right moment and pay less gas.',
    keywords: ['Gas 费查询', '以太坊 Gas', 'Gwei 价格', 'Gas 追踪', '手续费预估'],
    keywordsEn: ['gas tracker', 'Ethereum gas price', 'Gwei', 'gas fee estimate', 'base fee'],
    namespace: 'gas',
    implemented: true,
  }),
  defineRoute({
    path: 'transaction',
    routeName: 'transaction',
    parent: null,
    category: 'utility',
    chain: 'evm',
    title: '交易查询、加速与取消 | Chainkit',
    titleEn: 'Transaction Lookup, Speed Up & Cancel | Chainkit',
    description:
      '在任意 EVM 链上查询交易哈希：状态、解码后的调用、手续费与代币转账；自己钱包里卡住的待处理交易可一键加速或取消，签名前显示费用。',
    descriptionEn:
      'Look up any EVM transaction hash: status, decoded call, fees and token transfers. Speed up or cancel your own pending one, with the cost shown first.',
    keywords: ['交易查询', '加速交易', '取消交易', '交易解码', '待处理交易'],
    keywordsEn: [
      'transaction lookup',
      'speed up transaction',
      'cancel transaction',
      'decode transaction',
      'pending transaction',
    ],
    namespace: 'transaction',
    implemented: true,
  }),
  defineRoute({
    path: 'ipfs',
    routeName: 'ipfs',
    parent: null,
    category: 'utility',
    chain: null,
    title: 'IPFS 文件上传 | Chainkit',
    titleEn: 'IPFS File Uploader | Chainkit',
    description:
      '把图片、JSON 元数据等文件上传到 IPFS 并获取 CID 与访问链接，无需自己搭建节点，适合为 NFT 和代币发行准备元数据，也能一次上传整个文件夹。',
    descriptionEn:
      'Upload images, JSON metadata and other files to IPFS and get the CID and gateway link without running a node, ideal for NFT and token metadata.',
    keywords: ['IPFS 上传', 'NFT 元数据', 'CID 获取', '去中心化存储', '文件上传'],
    keywordsEn: ['IPFS upload', 'NFT metadata', 'get CID', 'decentralized storage', 'file pinning'],
    namespace: 'ipfs',
    implemented: false,
  }),
];
