'use client';

import { useTranslations } from 'next-intl';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import type { CollectionForm } from './use-collection-form';

/** The source wallets' keys (one a line, any of the three forms) and the address everything goes to. */
export function KeysAndDestination({ form, disabled }: { form: CollectionForm; disabled: boolean }) {
  const t = useTranslations('solanaBatchCollection');
  const isDestinationInvalid = form.destinationText.trim() !== '' && form.destination === undefined;
  return (
    <>
      <div data-testid="collection-keys">
        <SecretTextarea
          label={t('keysLabel')}
          hint={t('keysHint')}
          value={form.keysText}
          onChange={form.setKeysText}
          placeholder={t('keysPlaceholder')}
          status={t('keysCount', { count: form.keys.entries.length })}
          disabled={disabled}
        />
      </div>
      <div data-testid="collection-destination">
        <TextField
          label={t('destinationLabel')}
          hint={t('destinationHint')}
          value={form.destinationText}
          onChange={form.setDestinationText}
          disabled={disabled}
          error={isDestinationInvalid ? t('destinationInvalid') : undefined}
        />
      </div>
    </>
  );
}
