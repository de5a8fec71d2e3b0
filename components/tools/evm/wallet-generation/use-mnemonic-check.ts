'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { checkMnemonic } from '@/chains/evm/keys';
import type { MnemonicCheck } from '@/chains/types';

export interface MnemonicStatus {
  check: MnemonicCheck;
  isEmpty: boolean;
  /** What is wrong (word count, which word, checksum) or that it is valid; null while the field is empty. */
  message: string | null;
}

/** Checks a typed or pasted mnemonic as it changes and words the exact problem. */
export function useMnemonicCheck(text: string): MnemonicStatus {
  const t = useTranslations('walletTools.mnemonicField');
  return useMemo(() => {
    const check = checkMnemonic(text);
    const isEmpty = text.trim() === '';
    if (isEmpty) return { check, isEmpty, message: null };
    if (check.ok) return { check, isEmpty, message: t('valid', { count: check.mnemonic.split(' ').length }) };
    if (check.issue === 'length') return { check, isEmpty, message: t('wrongLength', { count: check.words }) };
    if (check.issue === 'word') {
      return { check, isEmpty, message: t('unknownWord', { position: check.index + 1, word: check.word }) };
    }
    return { check, isEmpty, message: t('badChecksum') };
  }, [text, t]);
}
