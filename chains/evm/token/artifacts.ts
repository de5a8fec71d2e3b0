import type { Hex } from 'viem';
import type { TokenVariant } from './variants';

/**
 * The creation bytecode of each template, fetched when it is needed (an estimate or a deployment): the twelve
 * together weigh ≈ 100 KB of hex, and a page needs one. The artifacts are checked against a fresh compile
 * (contracts/tooling/artifacts.test.ts).
 */
const LOADERS: Record<TokenVariant, () => Promise<{ default: { bytecode: string } }>> = {
  ChainkitToken: () => import('@/contracts/token/artifacts/ChainkitToken.json'),
  ChainkitTokenB: () => import('@/contracts/token/artifacts/ChainkitTokenB.json'),
  ChainkitTokenP: () => import('@/contracts/token/artifacts/ChainkitTokenP.json'),
  ChainkitTokenBP: () => import('@/contracts/token/artifacts/ChainkitTokenBP.json'),
  ChainkitTokenM: () => import('@/contracts/token/artifacts/ChainkitTokenM.json'),
  ChainkitTokenMB: () => import('@/contracts/token/artifacts/ChainkitTokenMB.json'),
  ChainkitTokenMP: () => import('@/contracts/token/artifacts/ChainkitTokenMP.json'),
  ChainkitTokenMBP: () => import('@/contracts/token/artifacts/ChainkitTokenMBP.json'),
  ChainkitTokenMC: () => import('@/contracts/token/artifacts/ChainkitTokenMC.json'),
  ChainkitTokenMCB: () => import('@/contracts/token/artifacts/ChainkitTokenMCB.json'),
  ChainkitTokenMCP: () => import('@/contracts/token/artifacts/ChainkitTokenMCP.json'),
  ChainkitTokenMCBP: () => import('@/contracts/token/artifacts/ChainkitTokenMCBP.json'),
};

export async function loadTokenBytecode(variant: TokenVariant): Promise<Hex> {
  const artifact = await LOADERS[variant]();
  return artifact.default.bytecode as Hex;
}
