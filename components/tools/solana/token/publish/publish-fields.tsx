'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '../shared/text-field';
import { useIssueText } from '../shared/use-token-texts';
import { ProgramChoice } from './program-choice';
import type { PublishForm, PublishIssues } from './publish-form';

interface PublishFieldsProps {
  form: PublishForm;
  issues: PublishIssues;
  onChange: (change: Partial<PublishForm>) => void;
  disabled: boolean;
}

/** The token's program, texts, decimals, initial supply, metadata URI and the authorities given up at creation. */
export function PublishFields({ form, issues, onChange, disabled }: PublishFieldsProps) {
  const t = useTranslations('solanaTokenPublish');
  const fields = useTranslations('solanaToken.fields');
  const issueText = useIssueText();
  const error = (field: keyof PublishIssues) => {
    const issue = issues[field];
    return issue ? issueText(issue) : undefined;
  };
  return (
    <fieldset className="send-token__panel" disabled={disabled}>
      <legend>{t('legend')}</legend>
      <ProgramChoice value={form.program} onChange={(program) => onChange({ program })} disabled={disabled} />
      <TextField
        label={fields('name')}
        hint={t('nameHint')}
        value={form.name}
        onChange={(name) => onChange({ name })}
        error={error('name')}
        testId="token-name"
      />
      <TextField
        label={fields('symbol')}
        hint={t('symbolHint')}
        value={form.symbol}
        onChange={(symbol) => onChange({ symbol })}
        error={error('symbol')}
        testId="token-symbol"
      />
      <TextField
        label={fields('decimals')}
        hint={t('decimalsHint')}
        value={form.decimals}
        onChange={(decimals) => onChange({ decimals })}
        error={error('decimals')}
        inputMode="numeric"
        testId="token-decimals"
      />
      <TextField
        label={fields('supply')}
        hint={t('supplyHint')}
        value={form.supply}
        onChange={(supply) => onChange({ supply })}
        error={error('supply')}
        inputMode="decimal"
        testId="token-supply"
      />
      <TextField
        label={fields('uri')}
        hint={fields('uriHint')}
        value={form.uri}
        onChange={(uri) => onChange({ uri })}
        error={error('uri')}
        inputMode="url"
        placeholder="https://…/token.json"
        testId="token-uri"
        isMono
      />
      <label className="key-batch__check">
        <input
          type="checkbox"
          checked={form.revokeMint}
          onChange={(event) => onChange({ revokeMint: event.target.checked })}
          data-testid="token-revoke-mint"
        />
        {t('revokeMint')}
      </label>
      <label className="key-batch__check">
        <input
          type="checkbox"
          checked={form.revokeFreeze}
          onChange={(event) => onChange({ revokeFreeze: event.target.checked })}
          data-testid="token-revoke-freeze"
        />
        {t('revokeFreeze')}
      </label>
    </fieldset>
  );
}
