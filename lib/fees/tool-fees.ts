/**
 * Service fees of the tools (spec §9), as exact decimal strings in whole coins of the chain the tool runs on
 * (SOL, TRX, SUI, APT, TON, BNB). Where the spec writes base units (Sui's MIST, Aptos' octas) the value is converted
 * here and the spec's literal is kept in the comment; tool-fees.test.ts checks the conversion. Parse with
 * parseDecimal(fee, chainDecimals) before adding to a transaction.
 */

/** Solana, in SOL. */
export const SOLANA_TOOL_FEES = {
  batchSend: '0.008',
  batchCollection: '0.001',
  /** Per closed account; the spec adds a 0.3 brokerage (below) without saying to what it applies. */
  closeAccountPerAccount: '0.08',
  closeAccountBrokerage: '0.3',
  publishToken: '0.1',
  updateToken: '0.1',
  burnToken: '0.05',
  mintToken: '0.05',
  freezeToken: '0.05',
  /** Authority (access) and asset metadata updates are free. */
  accessUpdate: '0',
  assetsUpdate: '0',
  memorableAddress: '0.1',
  pumpPublish: '0.05',
  pumpBuy: '0.01',
  batchTrade: '0.001',
  marketMaking: '0.001',
} as const;

/** Tron, in TRX. */
export const TRON_TOOL_FEES = {
  batchSend: '5',
  batchCollection: '1',
} as const;

/** Sui, in SUI (9 decimals). */
export const SUI_TOOL_FEES = {
  /** Spec: 1000000000 (MIST). */
  base: '1',
  /** Spec: 10000000 (MIST). */
  perAddress: '0.01',
  /** Spec: 500000000 (MIST). */
  swapBase: '0.5',
  /** Spec: 100000000 (MIST). */
  swapPerToken: '0.1',
  batchSend: '1',
  batchCollection: '0.01',
  publishToken: '10',
  burnToken: '5',
  mintToken: '5',
  updateMetadata: '5',
  updatePermission: '5',
} as const;

/** Aptos, in APT (8 decimals). */
export const APTOS_TOOL_FEES = {
  /** Spec: 50000000 (octas). */
  base: '0.5',
  /** Spec: 500000 (octas). */
  perAddress: '0.005',
} as const;

/** TON, in TON. */
export const TON_TOOL_FEES = {
  jettonDeploy: '5',
  burn: '1',
  mint: '1',
  metadataUpdate: '1',
  dropAdmin: '1',
  /** Batch send: this much per address, never more than the cap for one batch. */
  batchSendPerAddress: '0.02',
  batchSendCap: '0.5',
} as const;

/** BSC meme tools, in BNB. */
export const BSC_MEME_TOOL_FEES = {
  publish: '0',
  /** Bundle buy: per buying wallet, the first five at the higher rate, every further one at the lower. */
  bundleBuyFirstFive: '0.02',
  bundleBuyAfterFive: '0.003',
  bundleBuyHigherRateCount: 5,
} as const;

/**
 * EVM chains, in the chain's native coin. Spec §9 names no fee for any EVM tool, token/publish included (its nearest
 * entry, BSC meme publish, is 0 too): token publish is 0. An operator may still set a fee per chain
 * (EVM_TOKEN_PUBLISH_FEES, read in lib/server/evm/token-publish-config.ts); how it is charged is in
 * chains/evm/token/fees.ts.
 */
export const EVM_TOOL_FEES = {
  tokenPublish: '0',
  /** Batch trade and market making on EVM chains: none (reading in chains/evm/dex/fees.ts). */
  batchTrade: '0',
} as const;
