'use client';

import { useTranslations } from 'next-intl';
import type { MetadataDraft, MetadataIssue } from './metadata-form';

/** TEP-64 metadata: on chain (name, symbol, decimals, description, image) or the URL of a JSON file. */
export function MetadataFields({
  draft,
  onChange,
  issues,
  idPrefix,
}: {
  draft: MetadataDraft;
  onChange: (draft: MetadataDraft) => void;
  issues: readonly MetadataIssue[];
  idPrefix: string;
}) {
  const t = useTranslations('tonTokenPublish');
  const field = (key: keyof MetadataDraft, issue?: MetadataIssue) => (
    <div className="account-field" key={key}>
      <label htmlFor={`${idPrefix}-${key}`}>{t(`fields.${key}`)}</label>
      <input
        id={`${idPrefix}-${key}`}
        className="account-field__input"
        value={draft[key]}
        spellCheck={false}
        onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
      />
      {issue && issues.includes(issue) && <p className="account-field__error">{t(`errors.${issue}`)}</p>}
    </div>
  );
  return (
    <fieldset className="send-token__panel">
      <legend>{t('fields.metadata')}</legend>
      {(['onchain', 'offchain'] as const).map((mode) => (
        <label className="account-field__inline" key={mode}>
          <input
            type="radio"
            name={`${idPrefix}-mode`}
            checked={draft.mode === mode}
            onChange={() => onChange({ ...draft, mode })}
          />{' '}
          {t(`fields.${mode}`)}
        </label>
      ))}
      {draft.mode === 'onchain'
        ? [
            field('name', 'name'),
            field('symbol', 'symbol'),
            field('decimals', 'decimals'),
            field('description'),
            field('image', 'image'),
          ]
        : [field('uri', 'uri'), field('decimals', 'decimals')]}
    </fieldset>
  );
}
