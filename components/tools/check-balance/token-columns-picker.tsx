'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/** The family's words for the picker, already translated. */
export interface TokenColumnsTexts {
  /** The native coin's checkbox (SOL, TRX). */
  native: string;
  label: string;
  hint: string;
  /** Entries that are no address of the family. */
  invalid: (entries: string) => string;
}

export interface TokenColumnsPickerProps {
  texts: TokenColumnsTexts;
  /** The family's address-list parser (chains/<family>/address). */
  parse: (text: string) => { addresses: string[]; invalid: readonly { input: string }[] };
  includeNative: boolean;
  onIncludeNative: (include: boolean) => void;
  tokens: readonly string[];
  onTokens: (tokens: string[]) => void;
  /** A token one click away (Tron's USDT), shown until it is added. */
  quickAdd?: { address: string; label: string };
  /** Entries naming the native coin itself (Sui's `0x2::sui::SUI`): they tick its box instead of adding a column. */
  isNative?: (token: string) => boolean;
}

/**
 * The non-EVM checkers' column picker (Solana's mints, Tron's TRC-20s, Sui's coin types, TON's jettons): the native coin, then any token contracts,
 * one column each, pasted in a list; symbol and decimals come with the read.
 */
export function TokenColumnsPicker(props: TokenColumnsPickerProps) {
  const { texts, parse, includeNative, onIncludeNative, tokens, onTokens, quickAdd, isNative } = props;
  const shared = useTranslations('checkBalance.tokens');
  const id = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  function add(input: string) {
    const parsed = parse(input);
    const fresh: string[] = [];
    const repeated: string[] = [];
    // A parser may keep an entry twice (Sui's): the second one is reported like one already in the list.
    for (const token of parsed.addresses) {
      if (isNative?.(token)) onIncludeNative(true);
      else if (tokens.includes(token) || fresh.includes(token)) repeated.push(token);
      else fresh.push(token);
    }
    const next: string[] = [];
    if (parsed.invalid.length > 0) next.push(texts.invalid(parsed.invalid.map((entry) => entry.input).join(', ')));
    if (repeated.length > 0) next.push(shared('alreadyAdded', { entries: repeated.join(', ') }));
    setProblems(next);
    if (fresh.length > 0) onTokens([...tokens, ...fresh]);
    setText(parsed.invalid.map((entry) => entry.input).join(' '));
  }

  return (
    <fieldset className="check-balance__panel">
      <legend>{shared('legend')}</legend>
      <label className="check-balance__check">
        <input type="checkbox" checked={includeNative} onChange={(event) => onIncludeNative(event.target.checked)} />
        {texts.native}
      </label>
      <label htmlFor={`${id}-tokens`} className="account-field__label">
        {texts.label}
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
        {quickAdd && !tokens.includes(quickAdd.address) && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            onClick={() => add(quickAdd.address)}
          >
            {quickAdd.label}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="account-field__hint">
        {texts.hint}
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
