import { defineRoute } from '@/lib/catalog/define';

export const TRON_ROUTES = [
  defineRoute({
    path: 'tron/batch-send-token',
    routeName: 'tron-batch-send-token',
    parent: null,
    category: 'batch',
    chain: 'tron',
    title: '波场 TRON 批量转账 | Chainkit',
    titleEn: 'TRON Batch Token Sender | Chainkit',
    description:
      '在波场 TRON 上把 TRX 或 USDT 等 TRC20 代币批量发送到上千个地址，支持导入 CSV 与 Excel，实时显示进度，最高节省 95% 的时间与手续费。',
    descriptionEn:
      'Send TRX or TRC-20 tokens such as USDT to thousands of TRON addresses from a CSV or Excel list with live progress, saving up to 95% in time and fees.',
    keywords: ['波场批量转账', 'TRX 批量发送', 'USDT 批量转账', 'TRC20 批量转账', '批量发工资'],
    keywordsEn: ['TRON batch sender', 'TRX multisender', 'USDT bulk transfer', 'TRC-20 multisender', 'mass payout'],
    namespace: 'tronBatchSendToken',
    implemented: true,
  }),
  defineRoute({
    path: 'tron/batch-collection-token',
    routeName: 'tron-batch-collection-token',
    parent: null,
    category: 'batch',
    chain: 'tron',
    title: '波场 TRON 批量归集 | Chainkit',
    titleEn: 'TRON Batch Collector | Chainkit',
    description:
      '把多个波场钱包中的 TRX 和 USDT 等 TRC20 代币一键归集到同一地址，可设置保留数量，自动逐个签名发送，最高节省 95% 的时间与手续费。',
    descriptionEn:
      'Sweep TRX and TRC-20 tokens such as USDT from many TRON wallets into one address, keeping what you choose, with each transfer sent for you, up to 95% faster.',
    keywords: ['波场归集', 'USDT 归集', 'TRX 归集', '多钱包归集', '资金归集'],
    keywordsEn: ['TRON collector', 'USDT sweep', 'TRX sweep', 'multi-wallet sweep', 'fund consolidation'],
    namespace: 'tronBatchCollectionToken',
    implemented: true,
  }),
  defineRoute({
    path: 'tron/check-balance',
    routeName: 'tron-check-balance',
    parent: null,
    category: 'balance',
    chain: 'tron',
    title: '波场 TRON 批量查询余额 | Chainkit',
    titleEn: 'TRON Batch Balance Checker | Chainkit',
    description:
      '批量查询波场地址的 TRX 与 USDT 等 TRC20 代币余额，一次粘贴上千个地址，结果可排序并导出 CSV，适合收款对账与多钱包资产盘点。',
    descriptionEn:
      'Check TRX and TRC-20 balances such as USDT for thousands of TRON wallets at a time, then sort and export them for payment reconciliation and wallet audits.',
    keywords: ['波场批量查询余额', 'TRX 余额', 'USDT 余额查询', '收款对账', '多钱包资产'],
    keywordsEn: [
      'TRON balance checker',
      'TRX balance',
      'USDT balance lookup',
      'payment reconciliation',
      'wallet audit',
    ],
    namespace: 'tronCheckBalance',
    isKeedScrollPosition: true,
    implemented: true,
  }),
  defineRoute({
    path: 'tron/vanity-address',
    routeName: 'tron-vanity-address',
    parent: null,
    category: 'wallet',
    chain: 'tron',
    title: '波场 TRON 靓号地址生成器 | Chainkit',
    titleEn: 'TRON Vanity Address Generator | Chainkit',
    description:
      '在浏览器本地生成自定义开头或结尾的波场 TRON 靓号地址，多线程加速计算，私钥只保存在你的设备上，适合打造好记的 USDT 收款地址。',
    descriptionEn:
      'Generate a TRON vanity address with the prefix or suffix you want, computed in your browser; the key stays on your device, great for receiving USDT.',
    keywords: ['波场靓号', 'TRON 靓号地址', '自定义地址', 'USDT 收款地址', '靓号生成器'],
    keywordsEn: ['TRON vanity address', 'vanity generator', 'custom address', 'USDT receiving address', 'TRX address'],
    namespace: 'tronVanityAddress',
    implemented: true,
  }),
];
