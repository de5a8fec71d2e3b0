'use client';

import { type ReactNode, useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it (and announced); the input is then marked invalid. */
  error?: string;
  hint?: ReactNode;
  testId: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'url';
  isMono?: boolean;
  disabled?: boolean;
  /** Inline controls after the input (a Max button). */
  children?: ReactNode;
}

/** A labelled input with its hint and its own error message. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  testId,
  placeholder,
  inputMode,
  isMono = false,
  disabled = false,
  children,
}: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      <div className="check-balance__row">
        <input
          id={id}
          className={isMono ? 'account-field__input check-balance__mono' : 'account-field__input'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          inputMode={inputMode}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          data-testid={testId}
        />
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="account-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
