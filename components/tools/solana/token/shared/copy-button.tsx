'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** Copies a text (an address) to the clipboard and says so. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const t = useTranslations('solanaToken.copy');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (permissions, insecure origin): the address stays on screen to select by hand.
      setCopied(false);
    }
  }
  return (
    <button type="button" className="button button--small" aria-label={label} data-testid={testId} onClick={copy}>
      {copied ? t('copied') : t('copy')}
    </button>
  );
}
