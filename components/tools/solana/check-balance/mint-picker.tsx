'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { parseSolanaAddressList } from '@/chains/solana/address';

interface MintPickerProps {
  includeSol: boolean;
  onIncludeSol: (include: boolean) => void;
  mints: readonly string[];
  onMints: (mints: string[]) => void;
}

/** SOL and any SPL / Token-2022 mints, one column each; symbol, decimals and program come with the read. */
export function MintPicker({ includeSol, onIncludeSol, mints, onMints }: MintPickerProps) {
  const t = useTranslations('solanaCheckBalance.columns');
  const shared = useTranslations('checkBalance.tokens');
  const id = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  function add() {
    const parsed = parseSolanaAddressList(text);
    const fresh = parsed.addresses.filter((mint) => !mints.includes(mint));
    const repeated = parsed.addresses.filter((mint) => mints.includes(mint));
    const next: string[] = [];
    if (parsed.invalid.length > 0) next.push(t('invalid', { entries: parsed.invalid.map((e) => e.input).join(', ') }));
    if (repeated.length > 0) next.push(shared('alreadyAdded', { entries: repeated.join(', ') }));
    setProblems(next);
    if (fresh.length > 0) onMints([...mints, ...fresh]);
    setText(parsed.invalid.map((entry) => entry.input).join(' '));
  }

  return (
    <fieldset className="check-balance__panel">
      <legend>{shared('legend')}</legend>
      <label className="check-balance__check">
        <input type="checkbox" checked={includeSol} onChange={(event) => onIncludeSol(event.target.checked)} />
        {t('sol')}
      </label>
      <label htmlFor={`${id}-mints`} className="account-field__label">
        {t('label')}
      </label>
      <div className="check-balance__row">
        <input
          id={`${id}-mints`}
          className="account-field__input check-balance__mono"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button--small" onClick={add} disabled={text.trim() === ''}>
          {shared('add')}
        </button>
      </div>
      <p id={`${id}-hint`} className="account-field__hint">
        {t('hint')}
      </p>
      {problems.map((problem) => (
        <p key={problem} className="account-field__error">
          {problem}
        </p>
      ))}
      {mints.length > 0 && (
        <ul className="check-balance__tokens">
          {mints.map((mint) => (
            <li key={mint}>
              <code className="check-balance__mono">{mint}</code>
              <button
                type="button"
                className="button button--small account-button--secondary"
                aria-label={shared('remove', { token: mint })}
                onClick={() => onMints(mints.filter((candidate) => candidate !== mint))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
