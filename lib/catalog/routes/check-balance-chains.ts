import type { RouteTexts } from '@/lib/catalog/define';
import type { CheckBalanceChain } from '@/lib/catalog/params';
import { EVM_CHAIN_CHECK_BALANCE_TEXTS } from '@/lib/catalog/routes/check-balance-evm-chains';

/**
 * Copy of `check-balance/:chain` for each chain it accepts: each chain is its own search landing page, so a generic
 * multi-chain title would rank for none of them.
 */
export const CHECK_BALANCE_CHAIN_TEXTS: Readonly<Record<CheckBalanceChain, RouteTexts>> = {
  evm: {
    title: 'EVM 多地址余额查询 | Chainkit',
    titleEn: 'EVM Multi-Address Balance Checker | Chainkit',
    description:
      '批量查询 EVM 地址在以太坊、BSC、Base 等链上的原生币和代币余额，通过 Multicall 合并请求速度更快，结果可排序并导出 CSV，方便多钱包用户盘点资产。',
    descriptionEn:
      'Check native and token balances of many addresses on Ethereum, BSC, Base and other EVM chains, batched through Multicall for speed, then sort and export as CSV.',
    keywords: ['EVM 余额查询', '以太坊余额', '多地址查询', '代币余额', 'Multicall 查询'],
    keywordsEn: ['EVM balance checker', 'Ethereum balance', 'multi-address lookup', 'token balance', 'Multicall'],
  },
  ...EVM_CHAIN_CHECK_BALANCE_TEXTS,
  solana: {
    title: 'Solana 多地址余额查询 | Chainkit',
    titleEn: 'Solana Multi-Address Balance Checker | Chainkit',
    description:
      '一次查询大量 Solana 地址的 SOL 与 SPL 代币余额，按批次读取链上账户速度很快，结果可排序并导出 CSV，适合空投核对和多钱包资产盘点。',
    descriptionEn:
      'Look up SOL and SPL token balances for many Solana addresses at once, read from chain in large batches, then sort and export the results for airdrops or audits.',
    keywords: ['Solana 余额查询', 'SOL 批量查询', 'SPL 代币余额', '多地址查询', 'Solana 资产盘点'],
    keywordsEn: [
      'Solana balance checker',
      'SOL bulk lookup',
      'SPL token balance',
      'multi-address lookup',
      'Solana audit',
    ],
  },
  sui: {
    title: 'Sui 多地址余额查询 | Chainkit',
    titleEn: 'Sui Multi-Address Balance Checker | Chainkit',
    description:
      '批量查询 Sui 地址的 SUI 及其他代币余额，粘贴地址列表即可出结果，支持排序与导出 CSV，适合 Sui 生态用户和项目方统计持仓。',
    descriptionEn:
      'Check SUI and other coin balances for many Sui addresses at once: paste the list, then sort and export the results as CSV to tally holdings across your wallets.',
    keywords: ['Sui 余额查询', 'SUI 批量查询', 'Sui 代币余额', '多地址查询', 'Sui 持仓统计'],
    keywordsEn: ['Sui balance checker', 'SUI bulk lookup', 'Sui coin balance', 'multi-address lookup', 'Sui holdings'],
  },
  ton: {
    title: 'TON 多地址余额查询 | Chainkit',
    titleEn: 'TON Multi-Address Balance Checker | Chainkit',
    description:
      '批量查询 TON 钱包地址的 TON 与 Jetton 代币余额，兼容多种地址格式，结果可排序并导出 CSV，方便 TON 生态用户和项目方盘点资产。',
    descriptionEn:
      'Check TON and Jetton balances for many TON wallets at once, in any address format, then sort and export the results as CSV to keep track of your holdings.',
    keywords: ['TON 余额查询', 'Jetton 余额', 'TON 批量查询', '多地址查询', 'TON 资产盘点'],
    keywordsEn: ['TON balance checker', 'Jetton balance', 'TON bulk lookup', 'multi-address lookup', 'TON holdings'],
  },
  tron: {
    title: '波场多地址余额查询 | Chainkit',
    titleEn: 'TRON Multi-Address Balance Checker | Chainkit',
    description:
      '批量查询波场地址的 TRX 与 USDT 等 TRC20 代币余额，一次粘贴上千个地址，结果可排序导出，适合 USDT 收款方对账和多钱包资产盘点。',
    descriptionEn:
      'Check TRX and TRC-20 balances such as USDT for thousands of TRON addresses at once, then sort and export the results, ideal for reconciling USDT payments.',
    keywords: ['波场余额查询', 'TRX 批量查询', 'USDT 余额', 'TRC20 余额', '多地址查询'],
    keywordsEn: ['TRON balance checker', 'TRX bulk lookup', 'USDT balance', 'TRC-20 balance', 'multi-address lookup'],
  },
  aptos: {
    title: 'Aptos 多地址余额查询 | Chainkit',
    titleEn: 'Aptos Multi-Address Balance Checker | Chainkit',
    description:
      '批量查询 Aptos 地址的 APT 与其他代币余额，粘贴地址列表即可出结果，可排序并导出 CSV，方便 Aptos 用户和项目方统计钱包资产。',
    descriptionEn:
      'Check APT and other coin balances for many Aptos addresses at once: paste the list, sort the results and export them as CSV to tally your Aptos holdings.',
    keywords: ['Aptos 余额查询', 'APT 批量查询', 'Aptos 代币余额', '多地址查询', 'Aptos 资产统计'],
    keywordsEn: [
      'Aptos balance checker',
      'APT bulk lookup',
      'Aptos coin balance',
      'multi-address lookup',
      'Aptos holdings',
    ],
  },
  btc: {
    title: '比特币批量余额查询 | Chainkit',
    titleEn: 'Bitcoin Batch Balance Checker | Chainkit',
    description:
      '一次查询上千个比特币地址的 BTC 余额，支持 Legacy、SegWit 和 Taproot 地址格式，结果可排序并导出 CSV，适合矿工、机构和多钱包用户盘点资产。',
    descriptionEn:
      'Check the BTC balance of thousands of Bitcoin addresses at once, Legacy, SegWit and Taproot alike, then sort the results and export them as CSV.',
    keywords: ['比特币余额查询', 'BTC 批量查询', '比特币地址查询', 'Taproot 地址', 'BTC 资产盘点'],
    keywordsEn: ['Bitcoin balance checker', 'BTC bulk lookup', 'Bitcoin address balance', 'Taproot', 'BTC portfolio'],
  },
  doge: {
    title: '狗狗币批量余额查询 | Chainkit',
    titleEn: 'Dogecoin Batch Balance Checker | Chainkit',
    description:
      '批量查询大量狗狗币地址的 DOGE 余额，粘贴或导入地址列表即可得到结果，支持排序与导出 CSV，方便持币用户和项目方快速核对资产。',
    descriptionEn:
      'Check the DOGE balance of many Dogecoin addresses at once: paste or import the list, then sort the results and export them as CSV to reconcile your holdings.',
    keywords: ['狗狗币余额查询', 'DOGE 批量查询', '狗狗币地址', 'DOGE 资产盘点', '多地址查询'],
    keywordsEn: [
      'Dogecoin balance checker',
      'DOGE bulk lookup',
      'Dogecoin address balance',
      'DOGE portfolio',
      'bulk lookup',
    ],
  },
};
