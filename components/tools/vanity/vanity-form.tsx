'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { SecretNotice } from '../evm/wallet-generation/secret-notice';
import { logicalCores } from './use-vanity-run';

/** At most this many results a run. */
export const VANITY_MAX_RESULTS = 100;

/** Results wanted and worker threads: one thread per logical core by default (known after hydration). */
export function useVanityRunFields() {
  const [wanted, setWanted] = useState(1);
  const [cores, setCores] = useState(4);
  const [threads, setThreads] = useState(4);
  useEffect(() => {
    const count = logicalCores();
    setCores(count);
    setThreads(count);
  }, []);
  return { wanted, setWanted, cores, threads, setThreads };
}

export type VanityRunFieldsState = ReturnType<typeof useVanityRunFields>;

/** The "addresses to find" and "threads" inputs of every vanity form; their ids are `${idPrefix}-wanted` / `-threads`. */
export function VanityRunFields({ idPrefix, fields }: { idPrefix: string; fields: VanityRunFieldsState }) {
  const t = useTranslations('vanityAddress');
  const { wanted, setWanted, cores, threads, setThreads } = fields;
  const clamp = (value: string, max: number) => Math.min(max, Math.max(1, Number(value) || 1));
  return (
    <>
      <div className="account-field">
        <label htmlFor={`${idPrefix}-wanted`} className="account-field__label">
          {t('wanted')}
        </label>
        <input
          id={`${idPrefix}-wanted`}
          type="number"
          min={1}
          max={VANITY_MAX_RESULTS}
          className="account-field__input"
          value={wanted}
          onChange={(event) => setWanted(clamp(event.target.value, VANITY_MAX_RESULTS))}
        />
      </div>
      <div className="account-field">
        <label htmlFor={`${idPrefix}-threads`} className="account-field__label">
          {t('threads')}
        </label>
        <input
          id={`${idPrefix}-threads`}
          type="number"
          min={1}
          max={cores}
          className="account-field__input"
          value={threads}
          onChange={(event) => setThreads(clamp(event.target.value, cores))}
        />
        <p className="account-field__hint">{t('threadsHint', { cores })}</p>
      </div>
    </>
  );
}

/** "Match upper and lower case": a checkbox with the family's label and hint. */
export function VanityCaseField({
  checked,
  onChange,
  label,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="wallet-tools__check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        <span className="account-field__hint"> {hint}</span>
      </span>
    </label>
  );
}

/** A vanity page's heading, its intro and the notice that keys are made in this browser only. */
export function VanityHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <header>
        <h1>{title}</h1>
        <p className="account-card__muted">{intro}</p>
      </header>
      <SecretNotice />
    </>
  );
}

interface VanityTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** Shown before the input (a fixed first character), hidden from screen readers. */
  lead?: string;
  error?: string | null;
  hint?: ReactNode;
  /** The hint's id when another field points at it too; `${id}-hint` by default. */
  hintId?: string;
  /** The error takes the hint's place rather than standing above it. */
  errorReplacesHint?: boolean;
}

/** A pattern or address input of a vanity form: its label, then the error (announced) and the hint under it. */
export function VanityTextField(props: VanityTextFieldProps) {
  const { id, label, value, onChange, placeholder, maxLength, lead, error, hint, errorReplacesHint = false } = props;
  const hintId = props.hintId ?? `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hint !== undefined && !(error && errorReplacesHint);
  const input = (
    <input
      id={id}
      className="account-field__input"
      style={lead === undefined ? undefined : { minWidth: 0, flex: 1 }}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      maxLength={maxLength}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : hint !== undefined ? hintId : undefined}
    />
  );
  return (
    <div className="account-field">
      <label htmlFor={id} className="account-field__label">
        {label}
      </label>
      {lead === undefined ? (
        input
      ) : (
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.35rem', minWidth: 0 }}>
          <code aria-hidden="true">{lead}</code>
          {input}
        </div>
      )}
      {error ? (
        <p id={errorId} className="account-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {showHint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
