'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import { TextField } from '@/components/tools/key-batch/text-field';
import { Choice } from './choice';
import type { CollectionForm } from './use-collection-form';

interface PayerFieldsProps {
  form: CollectionForm;
  disabled: boolean;
  /** The priority fee field, under who pays it. */
  children?: ReactNode;
}

/** Who pays the network and service fees (and gets closed accounts' rent), and the optional priority fee. */
export function PayerFields({ form, disabled, children }: PayerFieldsProps) {
  const t = useTranslations('solanaBatchCollection.payer');
  const name = useId();
  const isKey = form.feePayerMode === 'key';
  const isKeyInvalid = isKey && form.feePayerKeyText.trim() !== '' && form.feePayer === undefined;
  return (
    <fieldset className="key-batch__panel" data-testid="collection-fee-payer">
      <legend>{t('legend')}</legend>
      <div className="key-batch__choices" role="radiogroup" aria-label={t('legend')}>
        <Choice
          name={name}
          label={t('sources')}
          isChecked={!isKey}
          onSelect={() => form.setFeePayerMode('source')}
          disabled={disabled}
        />
        <Choice
          name={name}
          label={t('key')}
          isChecked={isKey}
          onSelect={() => form.setFeePayerMode('key')}
          disabled={disabled}
        />
      </div>
      <p className="account-field__hint">{isKey ? t('keyHint') : t('sourcesHint')}</p>
      {isKey && (
        <TextField
          label={t('keyLabel')}
          value={form.feePayerKeyText}
          onChange={form.setFeePayerKeyText}
          disabled={disabled}
          error={isKeyInvalid ? t('keyInvalid') : undefined}
          isSecret
        />
      )}
      {form.feePayer && <p className="account-field__hint">{t('keyAddress', { address: form.feePayer })}</p>}
      {children}
    </fieldset>
  );
}
