import { defineRoute } from '@/lib/catalog/define';

/** Eligibility checkers for many wallets at once, one page per airdrop campaign. */
export const AIRDROP_ROUTES = [
  defineRoute({
    path: 'airdrop/jupuary',
    routeName: 'airdrop-jupuary',
    parent: null,
    category: 'airdrop',
    chain: 'solana',
    title: 'Jupuary 空投查询 | Chainkit',
    titleEn: 'Jupuary Airdrop Checker | Chainkit',
    description:
      '批量查询多个 Solana 钱包在 Jupiter「Jupuary」空投中的资格与可领取的 JUP 数量，粘贴地址即可出结果，适合管理多钱包的用户和工作室快速核对。',
    descriptionEn:
      'Check many Solana wallets at once for Jupiter Jupuary airdrop eligibility and claimable JUP: paste the addresses and get results, made for multi-wallet users.',
    keywords: ['Jupuary 空投', 'JUP 空投查询', 'Jupiter 空投', 'Solana 空投', '批量查询空投'],
    keywordsEn: ['Jupuary airdrop', 'JUP airdrop checker', 'Jupiter airdrop', 'Solana airdrop', 'bulk eligibility'],
    namespace: 'airdropJupuary',
    implemented: false,
  }),
  defineRoute({
    path: 'airdrop/lxp',
    routeName: 'airdrop-lxp',
    parent: null,
    category: 'airdrop',
    chain: 'evm',
    title: 'Linea LXP 积分查询 | Chainkit',
    titleEn: 'Linea LXP Checker | Chainkit',
    description:
      '批量查询多个钱包在 Linea 上获得的 LXP 与 LXP-L 积分，一次粘贴几百个地址即可看到每个地址的积分，便于评估 Linea 空投预期并整理账号。',
    descriptionEn:
      'Look up the Linea LXP and LXP-L points of many wallets in one go: paste hundreds of addresses and see each balance to estimate your Linea airdrop.',
    keywords: ['LXP 查询', 'Linea 积分', 'Linea 空投', 'LXP-L 查询', '批量查询积分'],
    keywordsEn: ['LXP checker', 'Linea points', 'Linea airdrop', 'LXP-L', 'bulk points lookup'],
    namespace: 'airdropLxp',
    implemented: false,
  }),
  defineRoute({
    path: 'airdrop/zksync',
    routeName: 'airdrop-zksync',
    parent: null,
    category: 'airdrop',
    chain: 'evm',
    title: 'zkSync 空投查询 | Chainkit',
    titleEn: 'zkSync Airdrop Checker | Chainkit',
    description:
      '批量查询多个钱包的 zkSync ZK 代币空投资格与分配数量，粘贴地址即可一次性得出结果，帮助空投猎人和工作室快速统计各账号的空投收益。',
    descriptionEn:
      'Check many wallets at once for zkSync ZK airdrop eligibility and allocation: paste the addresses and see each result, a quick tally for airdrop hunters.',
    keywords: ['zkSync 空投', 'ZK 代币查询', '空投资格', '批量查询空投', '撸毛工具'],
    keywordsEn: ['zkSync airdrop', 'ZK token checker', 'airdrop eligibility', 'bulk airdrop check', 'airdrop hunting'],
    namespace: 'airdropZksync',
    implemented: false,
  }),
];
