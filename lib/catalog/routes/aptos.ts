import { defineRoute } from '@/lib/catalog/define';

export const APTOS_ROUTES = [
  defineRoute({
    path: 'aptos/batch-send-token',
    routeName: 'aptos-batch-send-token',
    parent: null,
    category: 'batch',
    chain: 'aptos',
    title: 'Aptos 批量转账 | Chainkit',
    titleEn: 'Aptos Batch Token Sender | Chainkit',
    description:
      '在 Aptos 上把 APT 或其他代币批量发送到大量地址，粘贴或导入列表即可执行，实时显示每一笔的进度，最高节省 95% 的时间与手续费，适合空投与奖励发放。',
    descriptionEn:
      'Send APT or other coins to many Aptos addresses from a pasted or imported list with live progress per row, saving up to 95% in time and fees on airdrops.',
    keywords: ['Aptos 批量转账', 'APT 批量发送', 'Aptos 空投', '代币分发', '批量转账工具'],
    keywordsEn: ['Aptos batch sender', 'APT multisender', 'Aptos airdrop', 'token distribution', 'bulk transfer'],
    namespace: 'aptosBatchSendToken',
    implemented: true,
  }),
  defineRoute({
    path: 'aptos/batch-collection-token',
    routeName: 'aptos-batch-collection-token',
    parent: null,
    category: 'batch',
    chain: 'aptos',
    title: 'Aptos 批量归集 | Chainkit',
    titleEn: 'Aptos Batch Collector | Chainkit',
    description:
      '把多个 Aptos 钱包中的 APT 和其他代币一键归集到同一地址，每个钱包只留下恰好够用的手续费，自动逐个签名发送，最高节省 95% 的时间与手续费，适合多钱包用户整理资产。',
    descriptionEn:
      'Sweep APT and other coins from many Aptos wallets into one address, leaving each exactly its gas, with each transfer signed and sent for you, up to 95% faster.',
    keywords: ['Aptos 归集', 'APT 批量归集', '多钱包归集', 'Aptos 代币归集', '资金归集'],
    keywordsEn: ['Aptos collector', 'APT sweep', 'multi-wallet sweep', 'Aptos coin collect', 'fund consolidation'],
    namespace: 'aptosBatchCollectionToken',
    implemented: true,
  }),
  defineRoute({
    path: 'aptos/check-balance',
    routeName: 'aptos-check-balance',
    parent: null,
    category: 'balance',
    chain: 'aptos',
    title: 'Aptos 批量查询余额 | Chainkit',
    titleEn: 'Aptos Batch Balance Checker | Chainkit',
    description:
      '批量查询 Aptos 钱包的 APT 与其他代币余额，一次粘贴上千个地址，结果可排序并导出 CSV，方便 Aptos 用户核对空投与多钱包持仓。',
    descriptionEn:
      'Check APT and other coin balances for thousands of Aptos wallets at a time, then sort and export the results to verify airdrops and holdings across wallets.',
    keywords: ['Aptos 批量查询余额', 'APT 余额', 'Aptos 代币余额', '空投核对', '多钱包持仓'],
    keywordsEn: [
      'Aptos balance checker',
      'APT balance',
      'Aptos coin balance',
      'airdrop check',
      'multi-wallet holdings',
    ],
    namespace: 'aptosCheckBalance',
    isKeedScrollPosition: true,
    implemented: true,
  }),
];
