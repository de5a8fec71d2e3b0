import { Address } from '@ton/core';

/** A wallet's own address as wallets show it (TEP-2: non-bounceable, url-safe). */
export function friendlyWalletAddress(raw: string): string {
  try {
    return Address.parse(raw).toString({ urlSafe: true, bounceable: false });
  } catch {
    return raw;
  }
}
