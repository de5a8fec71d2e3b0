'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Address } from 'viem';
import { parseEvmAddressList } from '@/chains/evm/address';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { TokenState } from './use-token-metadata';

interface TokenPickerProps {
  locale: Locale;
  nativeSymbol: string;
  includeNative: boolean;
  onIncludeNative: (include: boolean) => void;
  tokens: readonly Address[];
  states: readonly TokenState[];
  onTokens: (tokens: Address[]) => void;
}

type AddProblem = { key: 'invalid' | 'alreadyAdded'; entries: string } | null;

function TokenStatus({ state, locale }: { state: TokenState; locale: Locale }) {
  const t = useTranslations('checkBalance.tokens');
  switch (state.kind) {
    case 'ready':
      return (
        <span data-state="ready">{t('info', { symbol: state.symbol || t('noSymbol'), decimals: state.decimals })}</span>
      );
    case 'not-token':
      return (
        <span className="account-field__error" data-state="error" role="alert">
          {t('notToken')}
        </span>
      );
    case 'error':
      return (
        <span className="account-field__error" data-state="error" role="alert">
          {t('readError', { message: localizeError(state.error, locale) })}
        </span>
      );
    case 'loading':
      return <span data-state="loading">{t('loading')}</span>;
    case 'waiting':
      return null;
  }
}

/** The columns of the check: the native coin and any number of ERC-20 contracts, each with its symbol and decimals. */
export function TokenPicker(props: TokenPickerProps) {
  const { locale, nativeSymbol, includeNative, onIncludeNative, tokens, states, onTokens } = props;
  const t = useTranslations('checkBalance.tokens');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<AddProblem>(null);

  function add() {
    const parsed = parseEvmAddressList(draft);
    const known = new Set(tokens.map((token) => token.toLowerCase()));
    const fresh = parsed.addresses.filter((address) => !known.has(address.toLowerCase()));
    const repeated = parsed.addresses.filter((address) => known.has(address.toLowerCase()));
    const invalid = parsed.invalid.map((entry) => entry.input);
    if (fresh.length > 0) onTokens([...tokens, ...fresh]);
    if (invalid.length > 0) setProblem({ key: 'invalid', entries: invalid.join(', ') });
    else if (repeated.length > 0) setProblem({ key: 'alreadyAdded', entries: repeated.join(', ') });
    else setProblem(null);
    // What could not be added stays in the box to be fixed.
    setDraft(invalid.join('\n'));
  }

  return (
    <fieldset className="check-balance__panel">
      <legend>{t('legend')}</legend>
      <label className="check-balance__check">
        <input type="checkbox" checked={includeNative} onChange={(event) => onIncludeNative(event.target.checked)} />
        {t('native', { symbol: nativeSymbol })}
      </label>
      <div className="account-field">
        <label htmlFor={`${id}-tokens`} className="account-field__label">
          {t('label')}
        </label>
        <p id={`${id}-hint`} className="account-field__hint">
          {t('hint')}
        </p>
        <div className="check-balance__row">
          <textarea
            id={`${id}-tokens`}
            aria-describedby={`${id}-hint`}
            className="account-field__input check-balance__mono"
            rows={2}
            spellCheck={false}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="button" className="button button--small" onClick={add} disabled={draft.trim() === ''}>
            {t('add')}
          </button>
        </div>
        {problem && (
          <p className="account-field__error" role="alert">
            {t(problem.key, { entries: problem.entries })}
          </p>
        )}
      </div>
      {tokens.length > 0 && (
        <ul className="check-balance__tokens">
          {tokens.map((token, index) => (
            <li key={token} data-token={token}>
              <code className="check-balance__mono">{token}</code>
              <TokenStatus state={states[index] ?? { kind: 'waiting' }} locale={locale} />
              <button
                type="button"
                className="account-entry__sign-out"
                aria-label={t('remove', { token })}
                onClick={() => onTokens(tokens.filter((other) => other !== token))}
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
