'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

/** Highest price accepted (micro-lamports per compute unit): beyond it a typo would cost SOL, not speed. */
export const MAX_MICRO_LAMPORTS = 100_000_000n;

/** '' → 0n (none); whole numbers up to MAX_MICRO_LAMPORTS; anything else is 'invalid'. */
export function parsePriorityFee(text: string): bigint | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return 0n;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = BigInt(trimmed);
  return value > MAX_MICRO_LAMPORTS ? 'invalid' : value;
}

interface PriorityFeeFieldProps {
  text: string;
  onText: (text: string) => void;
}

/** The optional priority fee, paid per compute unit the transaction is limited to (set from simulation). */
export function PriorityFeeField({ text, onText }: PriorityFeeFieldProps) {
  const t = useTranslations('solanaSend.priority');
  const id = useId();
  const isInvalid = parsePriorityFee(text) === 'invalid';
  return (
    <div className="account-field">
      <label htmlFor={`${id}-priority`} className="account-field__label">
        {t('label')}
      </label>
      <p id={`${id}-priority-hint`} className="account-field__hint">
        {t('hint')}
      </p>
      <input
        id={`${id}-priority`}
        className="account-field__input send-token__narrow"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${id}-priority-hint`}
        aria-invalid={isInvalid}
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      {isInvalid && (
        <p className="account-field__error" role="alert">
          {t('invalid', { max: MAX_MICRO_LAMPORTS.toString() })}
        </p>
      )}
    </div>
  );
}
