import { checkAptosAddress } from './address';

/** Where our Aptos fees go (APTOS_FEE_RECEIVER, an Aptos address), or null when unset or malformed. Read on the server. */
export function aptosFeeReceiver(): string | null {
  const text = typeof process === 'undefined' ? undefined : process.env.APTOS_FEE_RECEIVER;
  if (!text) return null;
  const check = checkAptosAddress(text);
  return check.ok ? check.address : null;
}
