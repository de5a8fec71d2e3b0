import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Address, createPublicClient, createWalletClient, defineChain, type Hex, http } from 'viem';
import { bsc } from 'viem/chains';
import type { Database } from '@/db';
import { userVipFeatures } from '@/db/schema';
import { createUser } from '@/lib/server/accounts/users';
import { ANVIL_ACCOUNTS } from '@/test/erc20';

// Test support only: VIP users, fresh addresses, ETH transfers and Multicall3 on a local anvil.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MULTICALL3_ADDRESS = bsc.contracts.multicall3.address;

export const randomAddress = (): Address => `0x${randomBytes(20).toString('hex')}`;

export async function newUser(db: Database, email: string | null = `${randomBytes(6).toString('hex')}@example.com`) {
  return createUser(db, email ? { email } : { address: randomAddress() });
}

/** Sets the user's feature to expire `days` from `now` (negative: expired), with `credit` extra units. */
export async function grantVip(
  db: Database,
  userId: number,
  feature: 'balanceMonitor' | 'monitorNotify',
  { days = 30, credit = 0, now = new Date() }: { days?: number; credit?: number; now?: Date } = {},
): Promise<void> {
  const vipExpireTime = new Date(now.getTime() + days * DAY_MS);
  await db
    .insert(userVipFeatures)
    .values({ userId, feature, vipExpireTime, credit })
    .onConflictDoUpdate({ target: [userVipFeatures.userId, userVipFeatures.feature], set: { vipExpireTime, credit } });
}

function localChain(chainId: number, rpcUrl: string) {
  return defineChain({
    id: chainId,
    name: 'Local anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** Sends `wei` from anvil's account #0 and waits until mined. */
export async function sendEth(rpcUrl: string, chainId: number, to: Address, wei: bigint): Promise<void> {
  const chain = localChain(chainId, rpcUrl);
  const wallet = createWalletClient({ account: ANVIL_ACCOUNTS[0], chain, transport: http(rpcUrl) });
  const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
  const hash = await wallet.sendTransaction({ to, value: wei });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error('ETH transfer failed');
}

/**
 * Puts the real Multicall3 at its canonical address: deploys viem's copy of its creation code (the one viem uses
 * for deployless multicalls), then copies the runtime code over with anvil_setCode.
 */
export async function installMulticall3(rpcUrl: string, chainId: number): Promise<void> {
  const source = readFileSync(path.join(process.cwd(), 'node_modules/viem/_esm/constants/contracts.js'), 'utf8');
  const creationCode = /export const multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1] as Hex | undefined;
  if (!creationCode) throw new Error('multicall3Bytecode not found in viem: update installMulticall3');
  const chain = localChain(chainId, rpcUrl);
  const wallet = createWalletClient({ account: ANVIL_ACCOUNTS[1], chain, transport: http(rpcUrl) });
  const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
  const hash = await wallet.sendTransaction({ data: creationCode });
  const { contractAddress } = await client.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('Multicall3 deployment failed');
  const runtime = await client.getCode({ address: contractAddress });
  await client.request({
    method: 'anvil_setCode' as never,
    params: [MULTICALL3_ADDRESS, runtime] as never,
  });
}
