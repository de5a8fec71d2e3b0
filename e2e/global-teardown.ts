import { stopNext, stopProcess } from '../scripts/harness.mjs';
import { readServerInfo } from './server';
import { stopSolanaChain } from './solana-chain-setup';
import { stopTonChain } from './ton-chain-setup';
import { stopTronChain } from './tron-chain-setup';
import { stopUtxoChain } from './utxo-chain-setup';

export default async function globalTeardown(): Promise<void> {
  const info = readServerInfo();
  stopNext(info);
  if (info.vip) stopProcess(info.vip.anvilPid);
  if (info.base) stopProcess(info.base.anvilPid);
  await stopSolanaChain();
  await stopTronChain();
  await stopTonChain();
  await stopUtxoChain();
}
