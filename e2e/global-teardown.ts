import { stopNext, stopProcess } from '../scripts/harness.mjs';
import { readServerInfo } from './server';
import { stopSolanaChain } from './solana-chain-setup';
import { stopTonChain } from './ton-chain-setup';

export default async function globalTeardown(): Promise<void> {
  const info = readServerInfo();
  stopNext(info);
  if (info.vip) stopProcess(info.vip.anvilPid);
  await stopSolanaChain();
  await stopTonChain();
}
