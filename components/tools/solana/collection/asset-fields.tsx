'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { TextField } from '@/components/tools/key-batch/text-field';
import { Choice } from './choice';
import type { CollectionForm } from './use-collection-form';

/** What is collected: SOL or a token mint, everything or a fixed amount, and whether emptied accounts close. */
export function AssetFields({ form, disabled }: { form: CollectionForm; disabled: boolean }) {
  const t = useTranslations('solanaBatchCollection.asset');
  const name = useId();
  const isToken = form.assetKind === 'token';
  const isMintInvalid = isToken && form.mintText.trim() !== '' && form.mint === undefined;
  return (
    <fieldset className="key-batch__panel" data-testid="collection-asset">
      <legend>{t('legend')}</legend>
      <div className="key-batch__choices" role="radiogroup" aria-label={t('legend')}>
        <Choice
          name={`${name}-asset`}
          label={t('sol')}
          isChecked={!isToken}
          onSelect={() => form.setAssetKind('sol')}
          disabled={disabled}
        />
        <Choice
          name={`${name}-asset`}
          label={t('token')}
          isChecked={isToken}
          onSelect={() => form.setAssetKind('token')}
          disabled={disabled}
        />
      </div>
      {isToken && (
        <TextField
          label={t('mintLabel')}
          hint={t('mintHint')}
          value={form.mintText}
          onChange={form.setMintText}
          disabled={disabled}
          error={isMintInvalid ? t('mintInvalid') : undefined}
        />
      )}
      <div className="key-batch__choices" role="radiogroup" aria-label={t('amountLegend')}>
        <Choice
          name={`${name}-amount`}
          label={isToken ? t('allToken') : t('allSol')}
          isChecked={form.amountMode === 'all'}
          onSelect={() => form.setAmountMode('all')}
          disabled={disabled}
        />
        <Choice
          name={`${name}-amount`}
          label={t('fixed')}
          isChecked={form.amountMode === 'fixed'}
          onSelect={() => form.setAmountMode('fixed')}
          disabled={disabled}
        />
      </div>
      {form.amountMode === 'fixed' && (
        <TextField
          label={t('amountLabel')}
          hint={t('amountHint')}
          value={form.amountText}
          onChange={form.setAmountText}
          placeholder="0.5"
          inputMode="decimal"
          disabled={disabled}
        />
      )}
      {isToken && form.amountMode === 'all' && (
        <label className="key-batch__check">
          <input
            type="checkbox"
            checked={form.closeAccounts}
            onChange={(event) => form.setCloseAccounts(event.target.checked)}
            disabled={disabled}
          />
          {t('close')}
        </label>
      )}
    </fieldset>
  );
}
