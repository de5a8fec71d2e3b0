'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { parseTonAddressList } from '@/chains/ton/address';

/** USDT on TON mainnet (Tether's jetton minter): what most users check, one click away. */
export const TON_USDT = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

interface JettonPickerProps {
  includeTon: boolean;
  onIncludeTon: (include: boolean) => void;
  jettons: readonly string[];
  onJettons: (jettons: string[]) => void;
}

/** TON and any jettons (by minter address), one column each; symbol and decimals come with the read. */
export function TonJettonPicker({ includeTon, onIncludeTon, jettons, onJettons }: JettonPickerProps) {
  const t = useTranslations('tonCheckBalance.columns');
  const shared = useTranslations('checkBalance.tokens');
  const id = useId();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  function add(input: string) {
    const parsed = parseTonAddressList(input);
    const fresh = parsed.addresses.filter((jetton) => !jettons.includes(jetton));
    const repeated = parsed.addresses.filter((jetton) => jettons.includes(jetton));
    const next: string[] = [];
    if (parsed.invalid.length > 0) next.push(t('invalid', { entries: parsed.invalid.map((e) => e.input).join(', ') }));
    if (repeated.length > 0) next.push(shared('alreadyAdded', { entries: repeated.join(', ') }));
    setProblems(next);
    if (fresh.length > 0) onJettons([...jettons, ...fresh]);
    setText(parsed.invalid.map((entry) => entry.input).join(' '));
  }

  return (
    <fieldset className="check-balance__panel">
      <legend>{shared('legend')}</legend>
      <label className="check-balance__check">
        <input type="checkbox" checked={includeTon} onChange={(event) => onIncludeTon(event.target.checked)} />
        {t('ton')}
      </label>
      <label htmlFor={`${id}-jettons`} className="account-field__label">
        {t('label')}
      </label>
      <div className="check-balance__row">
        <input
          id={`${id}-jettons`}
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
        {!jettons.includes(TON_USDT) && (
          <button
            type="button"
            className="button button--small account-button--secondary"
            onClick={() => add(TON_USDT)}
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
      {jettons.length > 0 && (
        <ul className="check-balance__tokens">
          {jettons.map((jetton) => (
            <li key={jetton}>
              <code className="check-balance__mono">{jetton}</code>
              <button
                type="button"
                className="button button--small account-button--secondary"
                aria-label={shared('remove', { token: jetton })}
                onClick={() => onJettons(jettons.filter((candidate) => candidate !== jetton))}
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
