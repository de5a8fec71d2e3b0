'use client';

import dynamic from 'next/dynamic';

/**
 * The pay button lives only in the browser (ssr: false), so the server never bundles the wallet kit it loads on
 * click; the kit itself is fetched only when the user asks to pay.
 */
export const VipEvmPaySlot = dynamic(() => import('./vip-evm-pay').then((module) => module.VipEvmPay), { ssr: false });
