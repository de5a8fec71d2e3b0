'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
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
  /**
   * While hidden, how a line shows (e.g. maskLeadingKey: only its key as dots, recipient and amount readable).
   * Without it, whole lines are dots.
   */
  maskLine?: (line: string) => string;
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
  maskLine,
}: SecretTextareaProps) {
  const t = useTranslations('keyBatch.input');
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  const mirrorRef = useRef<HTMLDivElement>(null);
  // Partly masked: the field's own text is transparent and a copy with the keys as dots lies over it, same font,
  // padding and wrapping (the dots keep each key's length), scrolled with it; the caret and selection stay the field's.
  const hasMirror = !isShown && maskLine !== undefined;
  const maskClass = isShown ? '' : hasMirror ? ' key-batch__mirrored' : ' key-batch__masked';
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="account-field__hint">
        {hint}
      </p>
      <div className="key-batch__secret-box">
        <textarea
          id={id}
          className={`account-field__input key-batch__secret${maskClass}`}
          rows={rows}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onScroll={(event) => {
            if (!mirrorRef.current) return;
            mirrorRef.current.scrollTop = event.currentTarget.scrollTop;
            mirrorRef.current.scrollLeft = event.currentTarget.scrollLeft;
          }}
          {...SECRET_INPUT_PROPS}
        />
        {hasMirror && (
          <div
            ref={mirrorRef}
            className="account-field__input key-batch__secret key-batch__mirror"
            aria-hidden="true"
            data-testid="secret-mirror"
          >
            {value.split('\n').map(maskLine).join('\n')}
          </div>
        )}
      </div>
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
