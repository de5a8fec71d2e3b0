'use client';

import { useTranslations } from 'next-intl';
import { parseSolanaAddressList } from '@/chains/solana/address';
import { TokenColumnsPicker } from '@/components/tools/check-balance/token-columns-picker';

interface MintPickerProps {
  includeSol: boolean;
  onIncludeSol: (include: boolean) => void;
  mints: readonly string[];
  onMints: (mints: string[]) => void;
}

/** SOL and any SPL / Token-2022 mints, one column each (the shared picker in Solana's words). */
export function MintPicker({ includeSol, onIncludeSol, mints, onMints }: MintPickerProps) {
  const t = useTranslations('solanaCheckBalance.columns');
  return (
    <TokenColumnsPicker
      texts={{ native: t('sol'), label: t('label'), hint: t('hint'), invalid: (entries) => t('invalid', { entries }) }}
      parse={parseSolanaAddressList}
      includeNative={includeSol}
      onIncludeNative={onIncludeSol}
      tokens={mints}
      onTokens={onMints}
    />
  );
}
