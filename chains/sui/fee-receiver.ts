import { normalizeSuiAddress, type SuiAddress } from './address';

/** Our Sui fee receiver (SUI_FEE_RECEIVER, server side); null when unset or not a Sui address: fee tools then refuse. */
export function suiFeeReceiver(): SuiAddress | null {
  const text = typeof process === 'undefined' ? undefined : process.env.SUI_FEE_RECEIVER;
  return (text && normalizeSuiAddress(text)) || null;
}
