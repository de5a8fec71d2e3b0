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

/** The TON emulator (@ton/sandbox behind test/ton-stand-in, in the jest process; stopped by global teardown). */
export interface TonChainInfo {
  /** toncenter v2 JSON-RPC: the site's /api/rpc/json-rpc/ton relays to it (TON_RPC_UPSTREAMS); tests read it too. */
  jsonRpcUrl: string;
  /** The injected TON Connect wallet's key (64 hex, a test key of this run's emulator only) and its v5r1 wallet. */
  walletPrivateKey: string;
  wallet: string;
  /** TON_FEE_RECEIVER (UQ…). */
  feeReceiver: string;
}

export interface ServerInfo extends RunningNext {
  vip: VipChainInfo;
  solana?: SolanaChainInfo;
  ton?: TonChainInfo;
}

export function writeServerInfo(info: ServerInfo): void {
  writeFileSync(SERVER_INFO_FILE, JSON.stringify(info));
}

export function readServerInfo(): ServerInfo {
  return JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo;
}
