'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { isSuiNativeCoinType, normalizeSuiCoinType } from '@/chains/sui/balances';

/** Circle's USDC on Sui mainnet: what most users check, one click away. */
export const SUI_USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';

interface CoinPickerProps {
  includeSui: boolean;
  onIncludeSui: (include: boolean) => void;
  coins: readonly string[];
  onCoins: (coins: string[]) => void;
}

/** SUI and any coin types, one column each; symbol and decimals come from the coin's metadata. */
export function SuiCoinPicker({ includeSui, onIncludeSui, coins, onCoins }: CoinPickerProps) {
  const t = useTranslations('suiCheckBalance.columns');
  const shared = useTranslations('checkBalance.tokens');
  const id = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  function add(input: string) {
    const entries = input.split(/[\s,;\uFF0C\uFF1B\u3001]+/).filter(Boolean);
    const invalid: string[] = [];
    const fresh: string[] = [];
    const repeated: string[] = [];
    for (const entry of entries) {
      const coinType = normalizeSuiCoinType(entry);
      if (!coinType) invalid.push(entry);
      else if (isSuiNativeCoinType(coinType)) onIncludeSui(true);
      else if (coins.includes(coinType) || fresh.includes(coinType)) repeated.push(coinType);
      else fresh.push(coinType);
    }
    const next: string[] = [];
    if (invalid.length > 0) next.push(t('invalid', { entries: invalid.join(', ') }));
    if (repeated.length > 0) next.push(shared('alreadyAdded', { entries: repeated.join(', ') }));
    setProblems(next);
    if (fresh.length > 0) onCoins([...coins, ...fresh]);
    setText(invalid.join(' '));
  }

  return (
    <fieldset className="check-balance__panel">
      <legend>{shared('legend')}</legend>
      <label className="check-balance__check">
        <input type="checkbox" checked={includeSui} onChange={(event) => onIncludeSui(event.target.checked)} />
        {t('sui')}
      </label>
      <label htmlFor={`${id}-coins`} className="account-field__label">
        {t('label')}
      </label>
      <div className="check-balance__row">
        <input
          id={`${id}-coins`}
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
        {!coins.includes(SUI_USDC) && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            onClick={() => add(SUI_USDC)}
          >
            {t('addUsdc')}
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
      {coins.length > 0 && (
        <ul className="check-balance__tokens">
          {coins.map((coin) => (
            <li key={coin}>
              <code className="check-balance__mono">{coin}</code>
              <button
                type="button"
                className="button button--small account-button--secondary"
                aria-label={shared('remove', { token: coin })}
                onClick={() => onCoins(coins.filter((candidate) => candidate !== coin))}
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
