'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { invalidRowsToCsv } from '@/lib/batch/export';
import { parseFile, parseText, rowsToText } from '@/lib/batch/input';
import {
  mergeDuplicateRows,
  type RowSchema,
  type ValidationResult,
  validateRows,
  withoutExcludedRows,
} from '@/lib/batch/validate';
import { BatchProblemList } from './batch-problem-list';
import { buttonProps } from './button-emphasis';
import { downloadCsv } from './download-csv';
import { useIssueText } from './use-issue-text';

interface BatchInputProps {
  /** Keep it stable (useMemo): validation reruns whenever it changes. */
  schema: RowSchema;
  /** Called with every validated state of the input. */
  onChange: (result: ValidationResult) => void;
  /** The text, when the tool keeps it (e.g. as its draft, lib/client/tool-draft.ts); the box keeps its own otherwise. */
  text?: string;
  /** Every change of the text (typed, uploaded, or rewritten by a fix); pair it with `text`. */
  onTextChange?: (text: string) => void;
}

type FileState = { name: string; phase: 'reading' | 'loaded' | 'error' };

/**
 * Rows pasted or uploaded (CSV, XLSX, TXT). An upload becomes the text in the box, each row on its file line, so the
 * line numbers of problems are those the user sees, and fixes (remove invalid, merge duplicates) rewrite the text.
 */
export function BatchInput({ schema, onChange, text: givenText, onTextChange }: BatchInputProps) {
  const t = useTranslations('batch.input');
  const describe = useIssueText(schema.amountDecimals);
  const id = useId();
  const [ownText, setOwnText] = useState('');
  const text = givenText ?? ownText;
  const setText = (next: string) => {
    if (givenText === undefined) setOwnText(next);
    onTextChange?.(next);
  };
  const [file, setFile] = useState<FileState | null>(null);
  // Typing into 5,000 rows stays responsive: validation follows the text at a lower priority.
  const deferredText = useDeferredValue(text);
  const result = useMemo(() => validateRows(parseText(deferredText).rows, schema), [deferredText, schema]);

  useEffect(() => {
    onChange(result);
  }, [result, onChange]);

  const problems = result.checked.filter((entry) => entry.issues.length > 0);
  const hasExcluded = result.checked.some((entry) => entry.isExcluded);
  const hasDuplicates = problems.some((entry) => entry.issues.some((issue) => issue.code === 'duplicate'));
  // One primary action per step: upload while the box is empty, then the first fix the rows need; the problem
  // download is a side road. With clean rows nothing here is primary: the tool's next step is.
  const isEmpty = text.trim() === '';
  const primaryFix = hasExcluded ? 'removeInvalid' : hasDuplicates ? 'mergeDuplicates' : null;

  async function load(selected: File) {
    setFile({ name: selected.name, phase: 'reading' });
    try {
      setText(rowsToText(await parseFile(selected)));
      setFile({ name: selected.name, phase: 'loaded' });
    } catch {
      setFile({ name: selected.name, phase: 'error' });
    }
  }

  return (
    <div className="batch-input">
      <label htmlFor={`${id}-text`} className="account-field__label">
        {t('label')}
      </label>
      <p id={`${id}-hint`} className="account-field__hint">
        {schema.amountDecimals === undefined ? t('hintAddress') : t('hintAddressAmount')}
      </p>
      <textarea
        id={`${id}-text`}
        aria-describedby={`${id}-hint`}
        className="account-field__input"
        rows={10}
        spellCheck={false}
        style={{ fontFamily: 'monospace', width: '100%' }}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="batch-input__bar">
        <label {...buttonProps(isEmpty ? 'primary' : 'secondary')}>
          {t('upload')}
          <input
            type="file"
            accept=".csv,.xlsx,.txt"
            className="account-visually-hidden"
            onChange={(event) => {
              const selected = event.target.files?.[0];
              event.target.value = '';
              if (selected) void load(selected);
            }}
          />
        </label>
        {file && (
          <span role={file.phase === 'error' ? 'alert' : 'status'}>
            {t(file.phase === 'reading' ? 'reading' : file.phase === 'loaded' ? 'loaded' : 'fileError', {
              name: file.name,
            })}
          </span>
        )}
        <span role="status">{t('count', { valid: result.rows.length, total: result.checked.length })}</span>
      </div>
      {result.limitError && (
        <p className="account-field__error" role="alert">
          {t('tooManyRows', { limit: result.limitError.limit })}
        </p>
      )}
      {problems.length > 0 && (
        <>
          <BatchProblemList problems={problems} describe={describe} />
          <div className="batch-input__bar">
            {hasExcluded && (
              <button
                type="button"
                {...buttonProps('primary')}
                onClick={() => setText(rowsToText({ header: null, rows: withoutExcludedRows(result) }))}
              >
                {t('removeInvalid')}
              </button>
            )}
            {hasDuplicates && (
              <button
                type="button"
                {...buttonProps(primaryFix === 'mergeDuplicates' ? 'primary' : 'secondary')}
                onClick={() => setText(rowsToText({ header: null, rows: mergeDuplicateRows(result, schema) }))}
              >
                {t('mergeDuplicates')}
              </button>
            )}
            <button
              type="button"
              {...buttonProps('quiet')}
              onClick={() => downloadCsv('invalid-rows.csv', invalidRowsToCsv(problems, describe))}
            >
              {t('exportInvalid')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
