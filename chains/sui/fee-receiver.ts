import { checkSuiAddress } from './address';

/** Where our Sui fees go (SUI_FEE_RECEIVER, 0x + 64 hex), or null when unset or malformed. Read on the server. */
export function suiFeeReceiver(): string | null {
  const text = typeof process === 'undefined' ? undefined : process.env.SUI_FEE_RECEIVER;
  if (!text) return null;
  const check = checkSuiAddress(text);
  return check.ok ? check.address : null;
}
