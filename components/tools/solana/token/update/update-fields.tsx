'use client';

import { useTranslations } from 'next-intl';
import type { TokenMetadataSource } from '@/chains/solana/token/read';
import { TextField } from '../shared/text-field';
import { useIssueText } from '../shared/use-token-texts';
import { AuthorityChangeFields } from './authority-change';
import type { UpdateForm, UpdateIssues } from './update-form';

interface UpdateFieldsProps {
  form: UpdateForm;
  issues: UpdateIssues;
  source: TokenMetadataSource;
  onChange: (change: Partial<UpdateForm>) => void;
  disabled: boolean;
}

/** The metadata's name, symbol and URI as they will be, and the optional authority change. */
export function UpdateFields({ form, issues, source, onChange, disabled }: UpdateFieldsProps) {
  const t = useTranslations('solanaToken');
  const page = useTranslations('solanaTokenUpdate');
  const issueText = useIssueText();
  const error = (field: 'name' | 'symbol' | 'uri') => {
    const issue = issues[field];
    return issue ? issueText(issue) : undefined;
  };
  return (
    <fieldset className="send-token__panel" disabled={disabled} data-testid="token-update-fields">
      <legend>{page('legend')}</legend>
      <TextField
        label={t('fields.name')}
        value={form.name}
        onChange={(name) => onChange({ name })}
        error={error('name')}
        testId="token-name"
      />
      <TextField
        label={t('fields.symbol')}
        value={form.symbol}
        onChange={(symbol) => onChange({ symbol })}
        error={error('symbol')}
        testId="token-symbol"
      />
      <TextField
        label={t('fields.uri')}
        hint={t('fields.uriHint')}
        value={form.uri}
        onChange={(uri) => onChange({ uri })}
        error={error('uri')}
        inputMode="url"
        testId="token-uri"
        isMono
      />
      <AuthorityChangeFields form={form} issues={issues} source={source} onChange={onChange} />
    </fieldset>
  );
}
