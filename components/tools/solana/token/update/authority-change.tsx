'use client';

import { useTranslations } from 'next-intl';
import type { TokenMetadataSource } from '@/chains/solana/token/read';
import { TextField } from '../shared/text-field';
import { useIssueText } from '../shared/use-token-texts';
import type { AuthorityChange, UpdateForm, UpdateIssues } from './update-form';

const CHOICES: AuthorityChange[] = ['keep', 'transfer', 'revoke'];

interface AuthorityChangeProps {
  form: UpdateForm;
  issues: UpdateIssues;
  source: TokenMetadataSource;
  onChange: (change: Partial<UpdateForm>) => void;
}

/**
 * Optional, with the update: hand the update authority to another wallet, or give it up for good (Metaplex cannot
 * remove an authority: its metadata is made immutable; Token-2022's authority is set to none).
 */
export function AuthorityChangeFields({ form, issues, source, onChange }: AuthorityChangeProps) {
  const t = useTranslations('solanaTokenUpdate.authority');
  const issueText = useIssueText();
  const revokeKey = source === 'metaplex' ? 'makeImmutable' : 'revoke';
  return (
    <fieldset className="send-token__choices">
      <legend>{t('legend')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice} className="send-token__choice">
          <input
            type="radio"
            name="update-authority"
            value={choice}
            checked={form.authority === choice}
            onChange={() => onChange({ authority: choice, confirmRevoke: false })}
            data-testid={`token-authority-${choice}`}
          />
          {t(choice === 'revoke' ? revokeKey : choice)}
        </label>
      ))}
      {form.authority === 'transfer' && (
        <TextField
          label={t('newAuthority')}
          value={form.newAuthority}
          onChange={(newAuthority) => onChange({ newAuthority })}
          error={issues.newAuthority ? issueText(issues.newAuthority) : undefined}
          testId="token-new-authority"
          isMono
        />
      )}
      {form.authority === 'revoke' && (
        <div className="key-batch__warning" role="note">
          <p>{t(`${revokeKey}Warning`)}</p>
          <label className="key-batch__check">
            <input
              type="checkbox"
              checked={form.confirmRevoke}
              onChange={(event) => onChange({ confirmRevoke: event.target.checked })}
              data-testid="token-confirm-irreversible"
            />
            {t('confirm')}
          </label>
          {issues.confirmRevoke && (
            <p className="account-field__error" role="alert">
              {issueText(issues.confirmRevoke)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
