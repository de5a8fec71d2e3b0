'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/tools/solana/token/shared/text-field';
import {
  MAX_DECIMALS,
  MAX_NAME_LENGTH,
  MAX_SYMBOL_LENGTH,
  type PublishDraft,
  type PublishIssues,
} from './publish-form';

interface TokenFormFieldsProps {
  draft: PublishDraft;
  /** Issues to show (those of fields the user has not touched yet are left out by the caller). */
  issues: PublishIssues;
  onChange: (change: Partial<PublishDraft>) => void;
  disabled: boolean;
}

function Check({
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <label className="key-batch__check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />{' '}
      {label}
    </label>
  );
}

/** Name, symbol, decimals, supply and receiver; then the parts the token gets. */
export function TokenFormFields({ draft, issues, onChange, disabled }: TokenFormFieldsProps) {
  const t = useTranslations('tokenPublish.form');
  const issueText = useTranslations('tokenPublish.issues');
  const error = (field: keyof PublishIssues) => {
    const issue = issues[field];
    return issue
      ? issueText(issue, { maxName: MAX_NAME_LENGTH, maxSymbol: MAX_SYMBOL_LENGTH, maxDecimals: MAX_DECIMALS })
      : undefined;
  };
  const hasOwnerPart = draft.isMintable || draft.isPausable;
  return (
    <fieldset className="send-token__panel" disabled={disabled}>
      <legend>{t('legend')}</legend>
      <TextField
        label={t('name')}
        hint={t('nameHint')}
        value={draft.name}
        onChange={(name) => onChange({ name })}
        error={error('name')}
        testId="token-name"
      />
      <TextField
        label={t('symbol')}
        hint={t('symbolHint')}
        value={draft.symbol}
        onChange={(symbol) => onChange({ symbol })}
        error={error('symbol')}
        testId="token-symbol"
      />
      <TextField
        label={t('decimals')}
        hint={t('decimalsHint')}
        value={draft.decimals}
        onChange={(decimals) => onChange({ decimals })}
        error={error('decimals')}
        inputMode="numeric"
        testId="token-decimals"
      />
      <TextField
        label={t('supply')}
        hint={t('supplyHint')}
        value={draft.supply}
        onChange={(supply) => onChange({ supply })}
        error={error('supply')}
        inputMode="decimal"
        testId="token-supply"
      />
      <TextField
        label={t('receiver')}
        hint={t('receiverHint')}
        value={draft.receiver}
        onChange={(receiver) => onChange({ receiver })}
        error={error('receiver')}
        placeholder="0x…"
        testId="token-receiver"
        isMono
      />
      <fieldset className="token-publish__parts">
        <legend>{t('parts')}</legend>
        <Check
          label={t('mintable')}
          checked={draft.isMintable}
          onChange={(isMintable) => onChange({ isMintable })}
          testId="token-mintable"
        />
        <Check
          label={t('capped')}
          checked={draft.isMintable && draft.isCapped}
          disabled={!draft.isMintable}
          onChange={(isCapped) => onChange({ isCapped })}
          testId="token-capped"
        />
        {draft.isMintable && draft.isCapped && (
          <TextField
            label={t('cap')}
            hint={t('capHint')}
            value={draft.capText}
            onChange={(capText) => onChange({ capText })}
            error={error('cap')}
            inputMode="decimal"
            testId="token-cap"
          />
        )}
        <Check
          label={t('burnable')}
          checked={draft.isBurnable}
          onChange={(isBurnable) => onChange({ isBurnable })}
          testId="token-burnable"
        />
        <Check
          label={t('pausable')}
          checked={draft.isPausable}
          onChange={(isPausable) => onChange({ isPausable })}
          testId="token-pausable"
        />
        <Check
          label={t('renounced')}
          checked={hasOwnerPart && draft.isRenounced}
          disabled={!hasOwnerPart}
          onChange={(isRenounced) => onChange({ isRenounced })}
          testId="token-renounced"
        />
        <p className="account-field__hint">{hasOwnerPart ? t('ownerHint') : t('noOwnerHint')}</p>
      </fieldset>
    </fieldset>
  );
}
