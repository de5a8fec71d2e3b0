'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { useHttpClient } from '@/lib/client/http-client-context';
import type { Locale } from '@/lib/i18n/config';
import type { AddTarget } from './monitor-add-form';
import { addMonitorEntry, MAX_LABEL_LENGTH, MONITOR_LIST_QUERY_KEY } from './monitor-api';
import { type BulkIssue, type BulkLine, parseBulkLines } from './monitor-bulk';
import { monitorVipHref } from './monitor-links';
import { isLimitError, isStopError, useMonitorError } from './use-monitor-error';

type LineStatus = 'waiting' | 'adding' | 'added' | 'failed' | 'skipped';

interface LineResult extends BulkLine {
  status: LineStatus;
  message?: string;
}

interface MonitorBulkAddProps {
  locale: Locale;
  resolveTarget: () => AddTarget | null;
  onBusy: (isBusy: boolean) => void;
}

/**
 * Many addresses at once, one a line with an optional `,label`. Every line is checked in the browser first (a bad
 * line is named by its number and nothing is sent); then they are added one by one, each with its own result,
 * stopping when the server says the allowance is full (5017), the session ended or the plan lapsed.
 */
export function MonitorBulkAdd({ locale, resolveTarget, onBusy }: MonitorBulkAddProps) {
  const t = useTranslations('monitor.bulk');
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const errorText = useMonitorError(locale);
  const id = useId();
  const [text, setText] = useState('');
  const [issues, setIssues] = useState<BulkIssue[]>([]);
  const [isEmpty, setEmpty] = useState(false);
  const [results, setResults] = useState<LineResult[]>([]);
  const [isRunning, setRunning] = useState(false);
  const [isLimitReached, setLimitReached] = useState(false);
  const running = useRef(false);

  const issueText = (issue: BulkIssue) => {
    switch (issue.issue) {
      case 'checksum':
        return t('issues.checksum');
      case 'label':
        return t('issues.label', { max: MAX_LABEL_LENGTH });
      case 'duplicate':
        return t('issues.duplicate', { first: issue.firstLine ?? 0 });
      default:
        return t('issues.format');
    }
  };

  const update = (line: number, change: Partial<LineResult>) =>
    setResults((current) => current.map((result) => (result.line === line ? { ...result, ...change } : result)));

  const run = async (lines: BulkLine[], target: AddTarget) => {
    running.current = true;
    setRunning(true);
    onBusy(true);
    setLimitReached(false);
    setResults(lines.map((line) => ({ ...line, status: 'waiting' })));
    try {
      for (const [index, line] of lines.entries()) {
        update(line.line, { status: 'adding' });
        try {
          await addMonitorEntry(http, { ...target, address: line.address, label: line.label || undefined });
          update(line.line, { status: 'added' });
        } catch (error) {
          update(line.line, { status: 'failed', message: errorText(error) });
          if (isStopError(error)) {
            const rest = new Set(lines.slice(index + 1).map((next) => next.line));
            setResults((current) =>
              current.map((result) => (rest.has(result.line) ? { ...result, status: 'skipped' } : result)),
            );
            setLimitReached(isLimitError(error));
            break;
          }
        }
      }
    } finally {
      running.current = false;
      setRunning(false);
      onBusy(false);
      await queryClient.invalidateQueries({ queryKey: MONITOR_LIST_QUERY_KEY });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const parsed = parseBulkLines(text);
    setIssues(parsed.issues);
    setEmpty(parsed.issues.length === 0 && parsed.lines.length === 0);
    setResults([]);
    setLimitReached(false);
    const target = resolveTarget();
    if (parsed.issues.length > 0 || parsed.lines.length === 0 || !target) return;
    void run(parsed.lines, target);
  };

  const count = (status: LineStatus) => results.filter((result) => result.status === status).length;
  const done = results.length > 0 && !isRunning;

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div className="account-field">
        <label className="account-field__label" htmlFor={`${id}-lines`}>
          {t('label')}
        </label>
        <textarea
          id={`${id}-lines`}
          aria-describedby={`${id}-hint`}
          className="account-field__input monitor-mono monitor-bulk__input"
          rows={8}
          value={text}
          spellCheck={false}
          placeholder={t('placeholder')}
          disabled={isRunning}
          aria-invalid={issues.length > 0 ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setIssues([]);
            setEmpty(false);
          }}
        />
        <span id={`${id}-hint`} className="account-field__hint">
          {t('hint')}
        </span>
      </div>
      <button type="submit" className="button account-form__submit" disabled={isRunning}>
        {isRunning
          ? t('adding', { done: results.length - count('waiting') - count('adding'), total: results.length })
          : t('submit')}
      </button>
      {isEmpty ? <FormAlert tone="error">{t('empty')}</FormAlert> : null}
      {issues.length > 0 ? (
        <div className="account-alert account-alert--error" role="alert">
          <p>{t('issues.heading', { count: issues.length })}</p>
          <ul className="monitor-bulk__issues">
            {issues.map((issue) => (
              <li key={issue.line}>
                {t('issues.line', { line: issue.line, problem: issueText(issue) })}{' '}
                <code className="monitor-mono">{issue.input}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {results.length > 0 ? (
        <section className="monitor-bulk__results" aria-label={t('resultsHeading')}>
          {done ? (
            <p role="status">
              {t('summary', { added: count('added'), failed: count('failed'), skipped: count('skipped') })}
            </p>
          ) : null}
          <ul className="monitor-bulk__list">
            {results.map((result) => (
              <li key={result.line} className={`monitor-bulk__line monitor-bulk__line--${result.status}`}>
                <span>{t('lineNumber', { line: result.line })}</span>{' '}
                <code className="monitor-mono">{result.address}</code>
                {result.label ? ` (${result.label})` : ''}: {t(`status.${result.status}`)}
                {result.message ? ` — ${result.message}` : ''}
              </li>
            ))}
          </ul>
          {isLimitReached ? (
            <p className="account-alert account-alert--notice">
              {t('limitReached')} <a href={monitorVipHref(locale, 'balanceMonitor', 'manage')}>{t('expand')}</a>
            </p>
          ) : null}
        </section>
      ) : null}
    </form>
  );
}
