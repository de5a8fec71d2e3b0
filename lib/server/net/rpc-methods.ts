import 'server-only';
import type { RpcNetwork } from './config';

/**
 * Solana JSON-RPC methods our tools use: reads of accounts, tokens, transactions and fees, and sending or
 * simulating signed transactions. Left out: validator and cluster internals (getClusterNodes, getVoteAccounts,
 * getLeaderSchedule, getBlockProduction…), the expensive scans public nodes throttle (getProgramAccounts,
 * getLargestAccounts, getBlock, getBlocks) and anything outside the public API (no admin or debug methods exist
 * in it, and none is let through).
 */
const SOLANA_METHODS = [
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignaturesForAddress',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenLargestAccounts',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
] as const;

/** toncenter v2 JSON-RPC: account and jetton reads, get-methods, fee estimates and sending a BoC. */
const TON_METHODS = [
  'detectAddress',
  'estimateFee',
  'getAddressBalance',
  'getAddressInformation',
  'getAddressState',
  'getExtendedAddressInformation',
  'getMasterchainInfo',
  'getTokenData',
  'getTransactions',
  'getWalletInformation',
  'runGetMethod',
  'sendBoc',
  'sendBocReturnHash',
  'tryLocateResultTx',
  'tryLocateSourceTx',
  'tryLocateTx',
] as const;

export const RPC_METHODS: Readonly<Record<RpcNetwork, ReadonlySet<string>>> = {
  solana: new Set(SOLANA_METHODS),
  // Devnet SOL is free: the dev endpoint also hands out airdrops.
  'solana-dev': new Set([...SOLANA_METHODS, 'requestAirdrop']),
  ton: new Set(TON_METHODS),
};
