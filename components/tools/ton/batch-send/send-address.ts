import { parseTonAddress } from '@/chains/ton/address';

/**
 * A recipient as the batch keeps it: user-friendly addresses in their url-safe form WITH the flags the user pasted
 * (a bounceable EQ… row bounces back from an account that cannot take it; a non-bounceable UQ… one reaches a new
 * wallet), raw `0:hex` as raw (sent non-bounceable, chains/ton/packing.ts). So the same account pasted as EQ… and UQ…
 * is two rows.
 */
export function normalizeTonRecipient(text: string): string | undefined {
  const check = parseTonAddress(text.trim());
  if (!check.ok) return undefined;
  const { details } = check;
  if (!details.isFriendly) return details.raw;
  return details.address.toString({ urlSafe: true, bounceable: details.isBounceable, testOnly: false });
}
