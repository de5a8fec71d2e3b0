'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SECRET_INPUT_PROPS } from './secret-input';

interface SecretTextareaProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  /** Shown under the field, e.g. how many keys were read. */
  status?: string;
}

/**
 * A multi-line field for pasted keys: no spell-check, autocomplete or autocorrect, never part of a submitted form,
 * and shown as dots until the user asks to see it (a shared screen, someone looking over a shoulder).
 */
export function SecretTextarea({
  label,
  hint,
  value,
  onChange,
  placeholder,
  rows = 8,
  disabled,
  status,
}: SecretTextareaProps) {
  const t = useTranslations('keyBatch.input');
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="account-field__hint">
        {hint}
      </p>
      <textarea
        id={id}
        className={
          isShown
            ? 'account-field__input key-batch__secret'
            : 'account-field__input key-batch__secret key-batch__masked'
        }
        rows={rows}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        {...SECRET_INPUT_PROPS}
      />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button button--small key-batch__button key-batch__button--secondary"
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? t('hideKeys') : t('showKeys')}
        </button>
        {status && (
          <span className="account-field__hint" role="status">
            {status}
          </span>
        )}
      </div>
    </div>
  );
}
