'use client';

import { useTranslations } from 'next-intl';
import { parseTonAddressList } from '@/chains/ton/address';
import { TokenColumnsPicker } from '@/components/tools/check-balance/token-columns-picker';

/** USDT on TON mainnet (Tether's jetton minter): what most users check, one click away. */
export const TON_USDT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

interface JettonPickerProps {
  includeTon: boolean;
  onIncludeTon: (include: boolean) => void;
  jettons: readonly string[];
  onJettons: (jettons: string[]) => void;
}

/** TON and any jettons (by minter address), one column each; symbol and decimals come with the read (the shared picker). */
export function TonJettonPicker({ includeTon, onIncludeTon, jettons, onJettons }: JettonPickerProps) {
  const t = useTranslations('tonCheckBalance.columns');
  return (
    <TokenColumnsPicker
      texts={{ native: t('ton'), label: t('label'), hint: t('hint'), invalid: (entries) => t('invalid', { entries }) }}
      parse={(text) => parseTonAddressList(text)}
      includeNative={includeTon}
      onIncludeNative={onIncludeTon}
      tokens={jettons}
      onTokens={onJettons}
      quickAdd={{ address: TON_USDT, label: t('addUsdt') }}
    />
  );
}
