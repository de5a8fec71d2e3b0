import type { Category, ChainGroup, LocalizedText } from '@/lib/catalog/types';

/** Headings of the header navigation, the home directory and the menu. */
export const CATEGORY_LABELS: Readonly<Record<Category, LocalizedText>> = {
  batch: { en: 'Batch Tools', cn: '批量工具' },
  balance: { en: 'Balance Checks', cn: '余额查询' },
  token: { en: 'Token Tools', cn: '代币工具' },
  wallet: { en: 'Wallet Tools', cn: '钱包工具' },
  monitor: { en: 'Monitoring', cn: '监控' },
  trade: { en: 'Trading', cn: '交易' },
  airdrop: { en: 'Airdrops', cn: '空投' },
  utility: { en: 'Utilities', cn: '实用工具' },
  account: { en: 'Account', cn: '账户' },
  vip: { en: 'VIP', cn: 'VIP 会员' },
  content: { en: 'Resources', cn: '资讯' },
};

export const CHAIN_LABELS: Readonly<Record<ChainGroup, LocalizedText>> = {
  evm: { en: 'EVM', cn: 'EVM 链' },
  bsc: { en: 'BNB Chain', cn: 'BNB 链' },
  solana: { en: 'Solana', cn: 'Solana' },
  sui: { en: 'Sui', cn: 'Sui' },
  ton: { en: 'TON', cn: 'TON' },
  tron: { en: 'TRON', cn: '波场 TRON' },
  aptos: { en: 'Aptos', cn: 'Aptos' },
  btc: { en: 'Bitcoin', cn: '比特币' },
  doge: { en: 'Dogecoin', cn: '狗狗币' },
  multi: { en: 'Multi-chain', cn: '多链' },
};
