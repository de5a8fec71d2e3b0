import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Database } from '@/db';
import { avatars, type User, userVipFeatures } from '@/db/schema';
import type { UserInfo, VipFeatureInfo } from '@/lib/client/user/types';
import { payTagSuffix } from '@/lib/server/vip/pay-tag';

// One definition of the answer for the server and the browser.
export type { UserInfo, VipFeatureInfo } from '@/lib/client/user/types';

export function avatarUrl(avatarId: string): string {
  return `/api/v1/account/avatar/${avatarId}`;
}

export async function activeVipFeatures(db: Database, userId: number, now = new Date()): Promise<VipFeatureInfo[]> {
  const rows = await db.select().from(userVipFeatures).where(eq(userVipFeatures.userId, userId));
  return rows.map((row) => ({
    feature: row.feature,
    vipExpireTime: row.vipExpireTime.toISOString(),
    isVip: row.vipExpireTime.getTime() > now.getTime(),
    credit: row.credit,
  }));
}

export async function userInfo(db: Database, user: User, now = new Date()): Promise<UserInfo> {
  const [avatar] = await db
    .select({ id: avatars.id })
    .from(avatars)
    .where(eq(avatars.userId, user.id))
    .orderBy(desc(avatars.createdAt))
    .limit(1);
  return {
    email: user.email,
    address: user.address ? getAddress(user.address) : null,
    userName: user.userName,
    avatar: avatar ? avatarUrl(avatar.id) : null,
    inviteCode: user.inviteCode,
    hasPassword: user.passwordHash !== null,
    vipFeatures: await activeVipFeatures(db, user.id, now),
    payTag: payTagSuffix(user.id),
    solanaPayoutAddress: user.solanaPayoutAddress,
  };
}
