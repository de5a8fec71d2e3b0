import { isTonAddress } from '@/chains/ton/address';

/**
 * Where our TON fees go (TON_FEE_RECEIVER, a TON address), or null when unset or malformed: the TON tools that charge
 * a fee (batch send, jetton publish and manage) do not run without it.
 */
export function tonFeeReceiver(): string | null {
  const text = typeof process === 'undefined' ? undefined : process.env.TON_FEE_RECEIVER?.trim();
  return text && isTonAddress(text) ? text : null;
}
