'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
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
