import { BRAND_SUFFIX, type RouteTexts } from '@/lib/catalog/define';
import type { EvmChainSlug } from '@/lib/catalog/params';

/** What sets one EVM chain's landing page apart: its names, its coin, the tokens people hold there, a line about it. */
interface EvmChainCopy {
  nameEn: string;
  nameCn: string;
  symbol: string;
  /** Tokens searched for on that chain, as users write them. */
  tokens: readonly [string, string];
  /** Completes "… export them as CSV, <noteEn>." */
  noteEn: string;
  /** Completes "…，<noteCn>。" */
  noteCn: string;
}

const COPY: Readonly<Record<EvmChainSlug, EvmChainCopy>> = {
  ethereum: {
    nameEn: 'Ethereum',
    nameCn: '以太坊',
    symbol: 'ETH',
    tokens: ['USDT', 'USDC'],
    noteEn: 'for airdrop and treasury audits',
    noteCn: '适合空投核对与项目方资产盘点',
  },
  bsc: {
    nameEn: 'BNB Smart Chain',
    nameCn: 'BSC 币安智能链',
    symbol: 'BNB',
    tokens: ['BEP-20 USDT', 'CAKE'],
    noteEn: 'for airdrop and wallet audits',
    noteCn: '适合撸毛工作室盘点多钱包资产',
  },
  base: {
    nameEn: 'Base',
    nameCn: 'Base 链',
    symbol: 'ETH',
    tokens: ['USDC', 'cbBTC'],
    noteEn: "on Coinbase's layer 2",
    noteCn: '覆盖 Coinbase 推出的二层网络',
  },
  arbitrum: {
    nameEn: 'Arbitrum One',
    nameCn: 'Arbitrum 链',
    symbol: 'ETH',
    tokens: ['ARB', 'USDC'],
    noteEn: 'for airdrop and DeFi audits',
    noteCn: '适合 ARB 空投核对与 DeFi 资产盘点',
  },
  optimism: {
    nameEn: 'OP Mainnet',
    nameCn: 'Optimism 链',
    symbol: 'ETH',
    tokens: ['OP', 'USDC'],
    noteEn: 'for OP airdrop checks',
    noteCn: '适合 OP 空投核对与多钱包盘点',
  },
  polygon: {
    nameEn: 'Polygon PoS',
    nameCn: 'Polygon 马蹄链',
    symbol: 'POL',
    tokens: ['USDT', 'USDC'],
    noteEn: 'for payment and wallet audits',
    noteCn: '适合收款对账与多钱包资产盘点',
  },
  avalanche: {
    nameEn: 'Avalanche C-Chain',
    nameCn: 'Avalanche 雪崩链',
    symbol: 'AVAX',
    tokens: ['USDC', 'USDt'],
    noteEn: 'for wallet and treasury audits',
    noteCn: '适合 C 链多钱包资产盘点',
  },
  linea: {
    nameEn: 'Linea',
    nameCn: 'Linea 链',
    symbol: 'ETH',
    tokens: ['LINEA', 'USDC'],
    noteEn: "on Consensys's zkEVM",
    noteCn: '覆盖 Consensys 推出的 zkEVM 二层网络',
  },
  scroll: {
    nameEn: 'Scroll',
    nameCn: 'Scroll 链',
    symbol: 'ETH',
    tokens: ['SCR', 'USDC'],
    noteEn: 'for airdrop checks on this zkEVM',
    noteCn: '适合 Scroll 空投核对与资产盘点',
  },
  zksync: {
    nameEn: 'zkSync Era',
    nameCn: 'zkSync Era 链',
    symbol: 'ETH',
    tokens: ['ZK', 'USDC'],
    noteEn: 'for ZK airdrop checks',
    noteCn: '适合 ZK 空投核对与多钱包盘点',
  },
  mantle: {
    nameEn: 'Mantle',
    nameCn: 'Mantle 链',
    symbol: 'MNT',
    tokens: ['mETH', 'USDT'],
    noteEn: 'for wallet and treasury audits',
    noteCn: '适合 Mantle 生态多钱包资产盘点',
  },
  blast: {
    nameEn: 'Blast',
    nameCn: 'Blast 链',
    symbol: 'ETH',
    tokens: ['BLAST', 'USDB'],
    noteEn: 'for airdrop and wallet audits',
    noteCn: '适合 Blast 空投核对与多钱包盘点',
  },
  opbnb: {
    nameEn: 'opBNB',
    nameCn: 'opBNB 链',
    symbol: 'BNB',
    tokens: ['USDT', 'FDUSD'],
    noteEn: "on BNB Chain's low-fee layer 2",
    noteCn: '覆盖 BNB Chain 的低手续费二层网络',
  },
  sonic: {
    nameEn: 'Sonic',
    nameCn: 'Sonic 链',
    symbol: 'S',
    tokens: ['USDC', 'wS'],
    noteEn: 'on the chain that succeeded Fantom',
    noteCn: '覆盖由 Fantom 升级而来的 Sonic 链',
  },
  unichain: {
    nameEn: 'Unichain',
    nameCn: 'Unichain 链',
    symbol: 'ETH',
    tokens: ['UNI', 'USDC'],
    noteEn: "on Uniswap's layer 2",
    noteCn: '覆盖 Uniswap 推出的二层网络',
  },
  gnosis: {
    nameEn: 'Gnosis Chain',
    nameCn: 'Gnosis 链',
    symbol: 'xDAI',
    tokens: ['GNO', 'USDC'],
    noteEn: 'for payment and wallet audits',
    noteCn: '适合 xDAI 收款对账与多钱包盘点',
  },
  celo: {
    nameEn: 'Celo',
    nameCn: 'Celo 链',
    symbol: 'CELO',
    tokens: ['USDT', 'cUSD'],
    noteEn: 'for payment and wallet audits',
    noteCn: '适合稳定币收款对账与多钱包盘点',
  },
};

/** Chinese text puts a space between Chinese and a Latin word: "查询 Base 链", "查询以太坊". */
function spaced(name: string): string {
  return /^[\x20-\x7e]/.test(name) ? ` ${name}` : name;
}

function textsOf(copy: EvmChainCopy): RouteTexts {
  const [first, second] = copy.tokens;
  return {
    title: `${copy.nameCn}多地址余额查询${BRAND_SUFFIX}`,
    titleEn: `${copy.nameEn} Multi-Address Balance Checker${BRAND_SUFFIX}`,
    description: `批量查询${spaced(copy.nameCn)}地址的 ${copy.symbol} 以及 ${first}、${second} 等代币余额，经 Multicall3 合并读取，结果可排序并导出 CSV，${copy.noteCn}。`,
    descriptionEn: `Check ${copy.symbol}, ${first} and ${second} balances of many ${copy.nameEn} addresses at once via Multicall3, then sort and export as CSV, ${copy.noteEn}.`,
    keywords: [`${copy.nameCn}余额查询`, `${copy.symbol} 批量查询`, `${first} 余额`, `${copy.nameCn}多地址查询`],
    keywordsEn: [
      `${copy.nameEn} balance checker`,
      `${copy.symbol} bulk lookup`,
      `${first} balance`,
      'multi-address lookup',
    ],
  };
}

/** `check-balance/<slug>` for each EVM chain of the registry: each chain's own search landing page. */
export const EVM_CHAIN_CHECK_BALANCE_TEXTS = Object.fromEntries(
  Object.entries(COPY).map(([slug, copy]) => [slug, textsOf(copy)]),
) as Readonly<Record<EvmChainSlug, RouteTexts>>;
