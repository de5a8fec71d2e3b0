'use client';

import type { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToolDraft } from '@/lib/client/tool-draft';
import { addressKey } from './addresses';
import { TextField } from './text-field';
import { useIssueText } from './use-token-texts';

interface MintDraft {
  mint: string;
}

interface MintLookupProps {
  /** From `?mint=`: read at once when it is an address. */
  initialMint?: string;
  /**
   * The page's draft name: the address typed is kept in sessionStorage (a language switch, a reload) and read again
   * when the page comes back without a `?mint=`.
   */
  draftTool: string;
  onLoad: (mint: PublicKey) => void;
  isLoading: boolean;
}

/** The mint address to manage: checked before anything is read, kept in the address bar for sharing. */
export function MintLookup({ initialMint = '', draftTool, onLoad, isLoading }: MintLookupProps) {
  const t = useTranslations('solanaToken.mint');
  const issueText = useIssueText();
  // The address bar wins over the draft: a page opened with ?mint= shows that token.
  const parseDraft = useCallback(
    (raw: unknown) =>
      initialMint.trim() === '' && typeof raw === 'object' && raw && typeof (raw as MintDraft).mint === 'string'
        ? { mint: (raw as MintDraft).mint }
        : null,
    [initialMint],
  );
  const [draft, setDraft, { restored }] = useToolDraft<MintDraft>(draftTool, { mint: initialMint }, parseDraft);
  const text = draft.mint;
  const setText = (mint: string) => setDraft({ mint });
  const [isInvalid, setInvalid] = useState(false);
  const started = useRef(false);

  function load(value: string, rememberInUrl: boolean) {
    const mint = addressKey(value);
    setInvalid(!mint);
    if (!mint) return;
    if (rememberInUrl) {
      const url = new URL(window.location.href);
      url.searchParams.set('mint', mint.toBase58());
      window.history.replaceState(window.history.state, '', url);
    }
    onLoad(mint);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page was opened with.
  useEffect(() => {
    if (started.current || initialMint.trim() === '') return;
    started.current = true;
    load(initialMint, false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address of the restored draft.
  useEffect(() => {
    if (started.current || !restored || !addressKey(text)) return;
    started.current = true;
    load(text, false);
  }, [restored]);

  return (
    <form
      className="send-token__panel"
      aria-label={t('legend')}
      onSubmit={(event) => {
        event.preventDefault();
        load(text, true);
      }}
    >
      <TextField
        label={t('label')}
        hint={t('hint')}
        value={text}
        onChange={(value) => {
          setText(value);
          setInvalid(false);
        }}
        error={isInvalid ? issueText({ code: 'invalidAddress' }) : undefined}
        testId="token-mint-input"
        isMono
      >
        <button type="submit" className="button button--small" disabled={isLoading} data-testid="token-mint-load">
          {t('load')}
        </button>
      </TextField>
    </form>
  );
}
