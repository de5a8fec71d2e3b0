'use client';

import { useTranslations } from 'next-intl';
import { isSuiNativeCoinType, normalizeSuiCoinType } from '@/chains/sui/balances';
import { TokenColumnsPicker } from '@/components/tools/check-balance/token-columns-picker';

/** Circle's USDC on Sui mainnet: what most users check, one click away. */
export const SUI_USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';

interface CoinPickerProps {
  includeSui: boolean;
  onIncludeSui: (include: boolean) => void;
  coins: readonly string[];
  onCoins: (coins: string[]) => void;
}

/** Coin types in a pasted list, normalized, in order and repeats kept (the picker reports them). */
function parseSuiCoinTypes(text: string): { addresses: string[]; invalid: { input: string }[] } {
  const addresses: string[] = [];
  const invalid: { input: string }[] = [];
  for (const entry of text.split(/[\s,;\uFF0C\uFF1B\u3001]+/).filter(Boolean)) {
    const coinType = normalizeSuiCoinType(entry);
    if (coinType) addresses.push(coinType);
    else invalid.push({ input: entry });
  }
  return { addresses, invalid };
}

/** SUI and any coin types, one column each; symbol and decimals come from the coin's metadata (the shared picker). */
export function SuiCoinPicker({ includeSui, onIncludeSui, coins, onCoins }: CoinPickerProps) {
  const t = useTranslations('suiCheckBalance.columns');
  return (
    <TokenColumnsPicker
      texts={{ native: t('sui'), label: t('label'), hint: t('hint'), invalid: (entries) => t('invalid', { entries }) }}
      parse={parseSuiCoinTypes}
      isNative={isSuiNativeCoinType}
      includeNative={includeSui}
      onIncludeNative={onIncludeSui}
      tokens={coins}
      onTokens={onCoins}
      quickAdd={{ address: SUI_USDC, label: t('addUsdc') }}
    />
  );
}
