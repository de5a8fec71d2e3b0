import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's validation message, shown under it and announced. */
  error?: string | null;
  /** A rule stated before the user types (e.g. the password length). */
  hint?: string;
  /** A control beside the input, e.g. the send-code button. */
  action?: ReactNode;
}

/** A labelled input with its rule and its error wired to aria-describedby. */
export function TextField({ id, label, value, onValueChange, error, hint, action, ...inputProps }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="account-field__row">
        <input
          {...inputProps}
          id={id}
          className="account-field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {action}
      </div>
      {hint && (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
