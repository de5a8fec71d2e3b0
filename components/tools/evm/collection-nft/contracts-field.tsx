'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import type { ContractIssue } from './nft-input';

interface ContractsFieldProps {
  value: string;
  onChange: (value: string) => void;
  count: number;
  issues: readonly ContractIssue[];
  disabled?: boolean;
}

/** The NFT contracts to sweep, one address per line, with problems by line number. */
export function ContractsField({ value, onChange, count, issues, disabled }: ContractsFieldProps) {
  const t = useTranslations('batchCollectionNft');
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {t('contractsLabel')}
      </label>
      <textarea
        id={id}
        className="account-field__input key-batch__mono"
        rows={3}
        value={value}
        placeholder="0x…"
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="account-field__hint">
        {t('contractsHint')} {t('contractsCount', { count })}
      </p>
      <IssueList issues={issues.map((issue) => ({ line: issue.line, text: t(`contractIssues.${issue.code}`) }))} />
    </div>
  );
}
