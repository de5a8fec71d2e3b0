'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard (a local browser API; nothing leaves the page) and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useTranslations('walletTools.common');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button type="button" className="wallet-tools__small-button" aria-label={label} title={label} onClick={onCopy}>
      {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : t('copy')}
    </button>
  );
}
