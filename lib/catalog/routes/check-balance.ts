import { defineRoute } from '@/lib/catalog/define';
import { EVM_CHAIN_SLUGS } from '@/lib/catalog/params';

/**
 * Balance checkers: the EVM page and the generic `check-balance/:chain` page, whose per-chain copy lives in
 * check-balance-chains.ts. Both keep the scroll position, since users come back to long result lists.
 */
export const CHECK_BALANCE_ROUTES = [
  defineRoute({
    path: 'batch/check-balance',
    routeName: 'batch-check-balance',
    parent: null,
    category: 'balance',
    chain: 'evm',
    title: 'EVM 批量查询余额 | Chainkit',
    titleEn: 'EVM Batch Balance Checker | Chainkit',
    description:
      '一次查询上千个 EVM 地址在以太坊、BSC、Arbitrum 等链上的原生币与 ERC20 代币余额，结果可排序并导出 CSV，适合项目方核对空投和多钱包用户盘点资产。',
    descriptionEn:
      'Check native and ERC-20 balances of thousands of addresses on Ethereum, BSC, Arbitrum and other EVM chains at once, then sort and export the results as CSV.',
    keywords: ['批量查询余额', 'EVM 余额查询', 'ERC20 余额', '多地址查询', '钱包资产盘点'],
    keywordsEn: ['batch balance checker', 'EVM balance', 'ERC-20 balance', 'multi-address lookup', 'wallet portfolio'],
    namespace: 'batchCheckBalance',
    isKeedScrollPosition: true,
    implemented: true,
  }),
  defineRoute({
    path: 'check-balance/:chain',
    routeName: 'check-balance-chain',
    parent: null,
    category: 'balance',
    chain: 'multi',
    title: '多链批量余额查询 | Chainkit',
    titleEn: 'Multi-Chain Batch Balance Checker | Chainkit',
    description:
      '一次查询大量钱包地址在 EVM、Solana、Sui、TON、TRON、Aptos、比特币和狗狗币上的余额，结果可排序导出；未登录可查 100 个地址，登录后可查 2000 个。',
    descriptionEn:
      'Check many wallets on EVM, Solana, Sui, TON, TRON, Aptos, Bitcoin and Dogecoin at once, then sort and export; 100 addresses signed out, 2,000 signed in.',
    keywords: ['批量查询余额', '多链余额查询', '钱包余额', '地址余额', '资产盘点'],
    keywordsEn: ['batch balance checker', 'multi-chain balance', 'wallet balance', 'address lookup', 'portfolio check'],
    namespace: 'checkBalance',
    isKeedScrollPosition: true,
    // The chains with a checker (`evm`, each EVM chain of the registry, `tron`, `sui`, `ton`, `aptos`, `btc`, `doge`):
    // the others stay unknown paths until theirs ship.
    implemented: true,
    implementedValues: { chain: ['evm', ...EVM_CHAIN_SLUGS, 'tron', 'sui', 'ton', 'aptos', 'btc', 'doge'] },
  }),
];
