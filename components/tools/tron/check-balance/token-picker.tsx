'use client';

import { useTranslations } from 'next-intl';
import { parseTronAddressList } from '@/chains/tron/address';
import { TokenColumnsPicker } from '@/components/tools/check-balance/token-columns-picker';

/** USDT on Tron mainnet: what most users check, one click away. */
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

interface TokenPickerProps {
  includeTrx: boolean;
  onIncludeTrx: (include: boolean) => void;
  tokens: readonly string[];
  onTokens: (tokens: string[]) => void;
}

/** TRX and any TRC-20 contracts, one column each (the shared picker in Tron's words, USDT one click away). */
export function TronTokenPicker({ includeTrx, onIncludeTrx, tokens, onTokens }: TokenPickerProps) {
  const t = useTranslations('tronCheckBalance.columns');
  return (
    <TokenColumnsPicker
      texts={{ native: t('trx'), label: t('label'), hint: t('hint'), invalid: (entries) => t('invalid', { entries }) }}
      parse={parseTronAddressList}
      includeNative={includeTrx}
      onIncludeNative={onIncludeTrx}
      tokens={tokens}
      onTokens={onTokens}
      quickAdd={{ address: TRON_USDT, label: t('addUsdt') }}
    />
  );
}
