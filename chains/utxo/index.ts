import { checkUtxoAddress } from './address';

// chains/utxo serves two families of the registry, btc and doge (chains/registry.test.ts maps the folder to both).
export * from './address';
export * from './balances';
export * from './explorer';
export * from './networks';
export * from './xpub';

export function isBtcAddress(text: string): boolean {
  return checkUtxoAddress('btc', text).ok;
}

export function isDogeAddress(text: string): boolean {
  return checkUtxoAddress('doge', text).ok;
}
