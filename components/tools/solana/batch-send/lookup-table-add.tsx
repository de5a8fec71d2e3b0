'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkPastedTable } from './table-store';

/** Adds a table made elsewhere (or before this page remembered them): its address is checked first. */
export function LookupTableAdd({ listed, onAdd }: { listed: readonly string[]; onAdd: (address: string) => void }) {
  const t = useTranslations('solanaBatchSend.lookupTables');
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<'invalid' | 'listed' | undefined>();
  const add = () => {
    const checked = checkPastedTable(text, listed);
    if ('issue' in checked) {
      setIssue(checked.issue);
      return;
    }
    setIssue(undefined);
    setText('');
    onAdd(checked.address);
  };
  return (
    <div className="account-field">
      <label>
        {t('addLabel')}{' '}
        <input
          className="account-field__input"
          data-testid="solana-send-tables-add"
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
        />
      </label>{' '}
      <button type="button" className="button" onClick={add}>
        {t('add')}
      </button>
      {issue && (
        <p className="account-alert account-alert--error" role="alert">
          {t(`addIssue.${issue}`)}
        </p>
      )}
    </div>
  );
}
