'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { parseTronAddressList } from '@/chains/tron/address';

/** USDT on Tron mainnet: what most users check, one click away. */
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

interface TokenPickerProps {
  includeTrx: boolean;
  onIncludeTrx: (include: boolean) => void;
  tokens: readonly string[];
  onTokens: (tokens: string[]) => void;
}

/** TRX and any TRC-20 contracts, one column each; symbol and decimals come with the read. */
export function TronTokenPicker({ includeTrx, onIncludeTrx, tokens, onTokens }: TokenPickerProps) {
  const t = useTranslations('tronCheckBalance.columns');
  const shared = useTranslations('checkBalance.tokens');
  const id = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  function add(input: string) {
    const parsed = parseTronAddressList(input);
    const fresh = parsed.addresses.filter((token) => !tokens.includes(token));
    const repeated = parsed.addresses.filter((token) => tokens.includes(token));
    const next: string[] = [];
    if (parsed.invalid.length > 0) next.push(t('invalid', { entries: parsed.invalid.map((e) => e.input).join(', ') }));
    if (repeated.length > 0) next.push(shared('alreadyAdded', { entries: repeated.join(', ') }));
    setProblems(next);
    if (fresh.length > 0) onTokens([...tokens, ...fresh]);
    setText(parsed.invalid.map((entry) => entry.input).join(' '));
  }

  return (
    <fieldset className="check-balance__panel">
      <legend>{shared('legend')}</legend>
      <label className="check-balance__check">
        <input type="checkbox" checked={includeTrx} onChange={(event) => onIncludeTrx(event.target.checked)} />
        {t('trx')}
      </label>
      <label htmlFor={`${id}-tokens`} className="account-field__label">
        {t('label')}
      </label>
      <div className="check-balance__row">
        <input
          id={`${id}-tokens`}
          className="account-field__input check-balance__mono"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            }
          }}
        />
        <button type="button" className="button button--small" onClick={() => add(text)} disabled={text.trim() === ''}>
          {shared('add')}
        </button>
        {!tokens.includes(TRON_USDT) && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            onClick={() => add(TRON_USDT)}
          >
            {t('addUsdt')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="account-field__hint">
        {t('hint')}
      </p>
      {problems.map((problem) => (
        <p key={problem} className="account-field__error">
          {problem}
        </p>
      ))}
      {tokens.length > 0 && (
        <ul className="check-balance__tokens">
          {tokens.map((token) => (
            <li key={token}>
              <code className="check-balance__mono">{token}</code>
              <button
                type="button"
                className="button button--small account-button--secondary"
                aria-label={shared('remove', { token })}
                onClick={() => onTokens(tokens.filter((candidate) => candidate !== token))}
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
