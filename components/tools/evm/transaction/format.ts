import { formatDecimal } from '@/lib/fees/decimal';

/** Wei per gas as Gwei, exactly, with at most 4 decimals shown (a sub-Gwei L2 price keeps its first digits). */
export function formatGwei(wei: bigint): string {
  const exact = formatDecimal(wei, 9);
  const [whole, fraction = ''] = exact.split('.');
  if (fraction.length <= 4 || whole !== '0') return fraction ? `${whole}.${fraction.slice(0, 4)}` : whole;
  return exact;
}

/** A native or token amount; without known decimals, the base units as they are. */
export function formatAmount(value: bigint, decimals: number | undefined): string {
  return decimals === undefined ? value.toString() : formatDecimal(value, decimals);
}

/** A transaction hash: 0x and 64 hex digits. */
export function parseTransactionHash(text: string): `0x${string}` | null {
  const trimmed = text.trim();
  return /^0x[0-9a-fA-F]{64}$/.test(trimmed) ? (trimmed.toLowerCase() as `0x${string}`) : null;
}
