import { defineHandler } from '@/lib/server/api/handler';
import { getVipEnvironment, payAddressInfo } from '@/lib/server/vip';

/** GET /api/v1/vip/pay/address — receiving address, accepted tokens, confirmations and plan prices per chain. */
export const GET = defineHandler({
  handle: () => payAddressInfo(getVipEnvironment()),
  headers: () => ({ 'Cache-Control': 'no-store' }),
});
