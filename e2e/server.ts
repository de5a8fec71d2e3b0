import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningNext } from '../scripts/harness.mjs';

/** Where global setup tells the test files which server to talk to. */
export const SERVER_INFO_FILE = path.join(__dirname, '.artifacts', 'server.json');

/** The local chain the server verifies VIP payments on (anvil, started by global setup). */
export interface VipChainInfo {
  rpcUrl: string;
  /** 56: anvil runs as BSC, so wagmi, viem and the chain registry know the chain. */
  chainId: number;
  /** Anvil's process id, stopped by global teardown. */
  anvilPid: number;
  /** The 6-decimal TestUSDT (EIP-55), the only token the server accepts on this chain. */
  tokenAddress: string;
  tokenDecimals: number;
  /** VIP_PAY_ADDRESS_EVM: a fresh address nobody holds a key of (lowercase). */
  receiver: string;
  /** Anvil's first dev account (EIP-55), funded with ETH and minted TestUSDT; the injected wallet's default. */
  fundedAccount: string;
  /** TestUSDT minted to fundedAccount, in base units (decimal string). */
  fundedAmount: string;
  /** VIP_CONFIRMATIONS for the chain. */
  confirmations: number;
}

/** A token mint of the Solana e2e chain; the chain's bank is its mint authority (mint with e2e_mintTo). */
export interface SolanaMintInfo {
  address: string;
  decimals: number;
  program: 'spl' | 'token-2022';
}

/** The local Solana chain (litesvm behind test/solana-rpc-server, in the jest process; stopped by global teardown). */
export interface SolanaChainInfo {
  /** Its JSON-RPC URL: the site's /api/rpc relays to it (SOLANA_RPC_UPSTREAMS); tests call it directly too. */
  rpcUrl: string;
  /** SOLANA_FEE_RECEIVER: a fresh address nobody holds a key of, funded with 1 SOL like a live receiver. */
  feeReceiver: string;
  spl: SolanaMintInfo;
  token2022: SolanaMintInfo;
}

/** A further anvil of the run (e2e/evm-base-chain-setup.ts), stopped by global teardown. */
export interface EvmChainInfo {
  rpcUrl: string;
  chainId: number;
  anvilPid: number;
}

/** The Tron stand-in (test/tron-stand-in, in the jest process; stopped by global teardown). */
export interface TronChainInfo {
  /** The stand-in's TronGrid API: the site's relay reads it (TRON_API_URL); tests read it directly too. */
  apiUrl: string;
  /** e2e/tron-chain-setup.ts's control server: funding, minting, refusals, balances for the test processes. */
  controlUrl: string;
  /** TRON_MULTISEND_ADDRESS and TRON_MULTICALL_ADDRESS (T-addresses). */
  multisend: string;
  multicall: string;
  /** A 6-decimal TestUSDT, minted through the control server. */
  token: { address: string; decimals: number; symbol: string };
  /** TRON_FEE_RECEIVER: a fresh address nobody holds a key of, an account with 1 sun. */
  feeReceiver: string;
}

/** The TON emulator (@ton/sandbox behind test/ton-stand-in, in the jest process; stopped by global teardown). */
export interface TonChainInfo {
  /** toncenter v2 JSON-RPC: the site's /api/rpc/json-rpc/ton relays to it (TON_RPC_UPSTREAMS); tests read it too. */
  jsonRpcUrl: string;
  /** The injected TON Connect wallet's key (64 hex, a test key of this run's emulator only) and its v5r1 wallet. */
  walletPrivateKey: string;
  wallet: string;
  /** The bank: the v5r1 wallet of this key (64 hex), holding 1,000,000 TON and the jetton's whole supply. */
  bankKey: string;
  /** A TEP-74 jetton minted to the bank (its minter, user-friendly bounceable) and its supply. */
  jettonMinter: string;
  jettonSupply: string;
  /** TON_FEE_RECEIVER (UQ…). */
  feeReceiver: string;
}

export interface ServerInfo extends RunningNext {
  vip: VipChainInfo;
  solana?: SolanaChainInfo;
  /** Anvil as Base (8453): the balance checker, send-token and eip7702 on a chain other than Ethereum and BSC. */
  base?: EvmChainInfo;
  tron?: TronChainInfo;
  /** The TON emulator (e2e/ton-chain-setup.ts). */
  ton?: TonChainInfo;
}

export function writeServerInfo(info: ServerInfo): void {
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));
}

export function readServerInfo(): ServerInfo {
  return JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo;
}
