import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { userVipFeatures } from '@/db/schema';
import type { VipFeature } from '@/lib/catalog/types';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';

export interface ActiveVip {
  vipExpireTime: Date;
  credit: number;
}

/**
 * The server-side gate of VIP tool APIs: answers 5020 unless the user's feature expires in the future (spec §4).
 * Returns the feature's state so callers can enforce its credit (e.g. how many addresses may be monitored).
 */
export async function requireVip(
  db: Database,
  userId: number,
  feature: VipFeature,
  now = new Date(),
): Promise<ActiveVip> {
  const [state] = await db
    .select({ vipExpireTime: userVipFeatures.vipExpireTime, credit: userVipFeatures.credit })
    .from(userVipFeatures)
    .where(and(eq(userVipFeatures.userId, userId), eq(userVipFeatures.feature, feature)));
  if (!state || state.vipExpireTime.getTime() <= now.getTime())
    throw new ApiError(SERVER_CODE.VIP_REQUIRED, undefined, { detail: feature });
  return state;
}
