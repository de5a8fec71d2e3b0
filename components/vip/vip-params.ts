import { VIP_FEATURES, type VipFeature } from '@/lib/catalog/types';
import { isVipPlanDays, type VipPlanDays } from '@/lib/fees';

/** Preselection from the URL (`?feature=`, vip/<feature>-<days>); anything else is ignored. Server-safe. */
export function toFeature(value: string | null | undefined): VipFeature | null {
  return VIP_FEATURES.includes(value as VipFeature) ? (value as VipFeature) : null;
}

export function toDays(value: string | number | null | undefined): VipPlanDays | null {
  const days = Number(value);
  return isVipPlanDays(days) ? days : null;
}
