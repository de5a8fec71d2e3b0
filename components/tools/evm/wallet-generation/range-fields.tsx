'use client';

import { useTranslations } from 'next-intl';
import { EVM_DEFAULT_BASE_PATH } from '@/chains/evm/keys';
import type { RangeErrors, RangeInput } from './derivation-input';
import { MAX_INDEX } from './derivation-input';
import { MAX_WALLETS } from './wallet-generation';

interface RangeFieldsProps {
  idPrefix: string;
  value: RangeInput;
  onChange: (value: RangeInput) => void;
  errors: RangeErrors;
  disabled?: boolean;
}

/** Base path (shown, editable), start index and count; each address is basePath/index. */
export function RangeFields({ idPrefix, value, onChange, errors, disabled }: RangeFieldsProps) {
  const t = useTranslations('walletTools.range');
  const field = (name: keyof RangeInput, label: string, error: string | null, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    return (
      <div className="account-field">
        <label htmlFor={id} className="account-field__label">
          {label}
        </label>
        <input
          id={id}
          className="account-field__input"
          inputMode={name === 'basePath' ? 'text' : 'numeric'}
          value={value[name]}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={`${id}-note`}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        />
        <p id={`${id}-note`} className={error ? 'account-field__error' : 'account-field__hint'}>
          {error ?? hint ?? ''}
        </p>
      </div>
    );
  };
  const basePath = value.basePath.trim() || EVM_DEFAULT_BASE_PATH;
  return (
    <div className="wallet-tools__range">
      {field(
        'basePath',
        t('basePath'),
        errors.basePath ? t('invalidPath', { example: EVM_DEFAULT_BASE_PATH }) : null,
        t('basePathHint', { example: `${basePath}/0`, default: EVM_DEFAULT_BASE_PATH }),
      )}
      {field('start', t('start'), errors.start ? t('invalidStart', { max: MAX_INDEX }) : null)}
      {field(
        'count',
        t('count'),
        errors.count === 'count'
          ? t('invalidCount', { max: MAX_WALLETS })
          : errors.count === 'end'
            ? t('rangeEnd', { max: MAX_INDEX })
            : null,
      )}
    </div>
  );
}
