import { stopNext, stopProcess } from '../scripts/harness.mjs';
import { readServerInfo } from './server';
import { stopSolanaChain } from './solana-chain-setup';
import { stopTonStandIn } from './ton-stand-in-setup';

export default async function globalTeardown(): Promise<void> {
  const info = readServerInfo();
  stopNext(info);
  if (info.vip) stopProcess(info.vip.anvilPid);
  await stopSolanaChain();
  await stopTonStandIn();
}
