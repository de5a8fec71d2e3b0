import { randomBytes } from 'node:crypto';
import { type Address, createPublicClient, createWalletClient, defineChain, http } from 'viem';
import type { Database } from '@/db';
import { userVipFeatures } from '@/db/schema';
import { createUser } from '@/lib/server/accounts/users';
import { ANVIL_ACCOUNTS } from '@/test/erc20';

// Test support only: VIP users, fresh addresses and ETH transfers on a local anvil.

export const DAY_MS = 24 * 60 * 60 * 1000;

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
