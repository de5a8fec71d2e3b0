'use client';

import { useTranslations } from 'next-intl';
import { aptosAssetKey, isAptNative, parseAptosAsset } from '@/chains/aptos/balances';
import { TokenColumnsPicker } from '@/components/tools/check-balance/token-columns-picker';

/** Circle's native USDC on Aptos mainnet (a fungible asset, its metadata object): what most users check. */
export const APTOS_USDC_FA = '0xbae207659db88bea0cbead6da0ed00aac12edcdda169e591cd41c94180b46f3b';

interface AssetPickerProps {
  includeApt: boolean;
  onIncludeApt: (include: boolean) => void;
  assets: readonly string[];
  onAssets: (assets: string[]) => void;
}

/** Coin types and FA addresses in a pasted list, in the chain's form, in order and repeats kept (the picker reports them). */
export function parseAptosAssets(text: string): { addresses: string[]; invalid: { input: string }[] } {
  const addresses: string[] = [];
  const invalid: { input: string }[] = [];
  for (const entry of text.split(/[\s,;\uFF0C\uFF1B\u3001]+/).filter(Boolean)) {
    const asset = parseAptosAsset(entry);
    if (asset) addresses.push(aptosAssetKey(asset));
    else invalid.push({ input: entry });
  }
  return { addresses, invalid };
}

/** APT and any coin types or fungible assets, one column each; symbol and decimals come from the indexer's metadata. */
export function AptosAssetPicker({ includeApt, onIncludeApt, assets, onAssets }: AssetPickerProps) {
  const t = useTranslations('aptosCheckBalance.columns');
  return (
    <TokenColumnsPicker
      texts={{ native: t('apt'), label: t('label'), hint: t('hint'), invalid: (entries) => t('invalid', { entries }) }}
      parse={parseAptosAssets}
      isNative={isAptNative}
      includeNative={includeApt}
      onIncludeNative={onIncludeApt}
      tokens={assets}
      onTokens={onAssets}
      quickAdd={{ address: APTOS_USDC_FA, label: t('addUsdc') }}
    />
  );
}
