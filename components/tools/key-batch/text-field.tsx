'use client';

import { useId } from 'react';
import { SECRET_INPUT_PROPS } from './secret-input';

interface TextFieldProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'decimal';
  /** A private key: shown as dots, never spell-checked, autocompleted or offered to a password manager. */
  isSecret?: boolean;
}

/** A one-line field (an address, an amount) with its hint and error. */
export function TextField(props: TextFieldProps) {
  const { label, hint, value, onChange, error, placeholder, disabled, inputMode, isSecret = false } = props;
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <input
        id={id}
        className={
          isSecret ? 'account-field__input key-batch__mono key-batch__masked' : 'account-field__input key-batch__mono'
        }
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        inputMode={inputMode}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error !== undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...(isSecret && SECRET_INPUT_PROPS)}
      />
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p className="account-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
