'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MnemonicStatus } from './use-mnemonic-check';

/** Browsers must not spell-check (some send the text to a server), autocorrect or remember what is typed here. */
export const SECRET_INPUT_PROPS = {
  spellCheck: false,
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'none',
  'data-1p-ignore': true,
  'data-lpignore': 'true',
} as const;

interface MnemonicFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  status: MnemonicStatus;
  disabled?: boolean;
  /** Buttons under the field, e.g. "generate a new mnemonic". */
  actions?: ReactNode;
}

/** A mnemonic as typed or pasted, checked as it changes: the exact problem (count, which word, checksum) or valid. */
export function MnemonicField({ id, value, onChange, status, disabled, actions }: MnemonicFieldProps) {
  const t = useTranslations('walletTools.mnemonicField');
  const isInvalid = !status.isEmpty && !status.check.ok;
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {t('label')}
      </label>
      <textarea
        id={id}
        className="account-field__input wallet-tools__mnemonic"
        rows={3}
        value={value}
        placeholder={t('placeholder')}
        disabled={disabled}
        aria-invalid={isInvalid}
        aria-describedby={`${id}-status`}
        onChange={(event) => onChange(event.target.value)}
        {...SECRET_INPUT_PROPS}
      />
      {actions}
      <p id={`${id}-status`} className={isInvalid ? 'account-field__error' : 'account-field__notice'} role="status">
        {status.message ?? ''}
      </p>
    </div>
  );
}

interface PassphraseFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The optional BIP39 passphrase ("25th word"); plain text so no password manager offers to save it. */
export function PassphraseField({ id, value, onChange, disabled }: PassphraseFieldProps) {
  const t = useTranslations('walletTools.mnemonicField');
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {t('passphrase')}
      </label>
      <input
        id={id}
        type="text"
        className="account-field__input"
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        {...SECRET_INPUT_PROPS}
      />
      <p id={`${id}-hint`} className="account-field__hint">
        {t('passphraseHint')}
      </p>
    </div>
  );
}
