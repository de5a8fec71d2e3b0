'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Address } from 'viem';
import type { TokenInfo } from '@/components/tools/evm/approvals/use-token-info';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useToolDraft } from '@/lib/client/tool-draft';

// The fields the trading forms (batch/trade, bsc/batch/trade, bmm/evm) share: the draft and its setter, the token to
// trade, radio choices and decimal fields bound to the draft.

export type DraftSetter<D> = <K extends keyof D>(key: K) => (value: D[K]) => void;

/** A tool's kept draft with a setter per field (`set('tokenText')` is the token field's `onChange`). */
export function useTradeDraft<D>(tool: string, empty: D, parse: (raw: unknown) => D | null): [D, DraftSetter<D>] {
  const [draft, setDraft] = useToolDraft<D>(tool, empty, parse);
  const set = useCallback(
    <K extends keyof D>(key: K) =>
      (value: D[K]) =>
        setDraft((current) => ({ ...current, [key]: value })),
    [setDraft],
  );
  return [draft, set];
}

interface TokenFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The typed address, checksummed; null when it is not an address. */
  token: Address | null | undefined;
  tokenInfo: TokenInfo;
  disabled?: boolean;
}

/** The token to trade: its symbol and decimals once read, else why it cannot be traded. */
export function TokenField({ value, onChange, token, tokenInfo, disabled }: TokenFieldProps) {
  const t = useTranslations('batchTrade');
  return (
    <TextField
      label={t('tokenLabel')}
      hint={tokenInfo.kind === 'ready' ? `${tokenInfo.symbol} · ${tokenInfo.decimals}` : t('tokenHint')}
      value={value}
      onChange={onChange}
      placeholder="0x…"
      disabled={disabled}
      error={
        value.trim() !== '' && !token ? t('addressInvalid') : tokenInfo.kind === 'not-token' ? t('notToken') : undefined
      }
    />
  );
}

interface RadioChoicesProps<C extends string> {
  name: string;
  choices: readonly C[];
  value: C;
  onChange: (choice: C) => void;
  label: (choice: C) => string;
}

/** One radio button per choice, the draft's choice checked. */
export function RadioChoices<C extends string>({ name, choices, value, onChange, label }: RadioChoicesProps<C>) {
  return choices.map((choice) => (
    <label key={choice} className="key-batch__choice">
      <input type="radio" name={name} checked={value === choice} onChange={() => onChange(choice)} /> {label(choice)}
    </label>
  ));
}

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/**
 * Binds decimal fields to a draft: `field('minText', 'min', 'range')` is the value, the setter, the decimal keyboard
 * and the first of the problems shown under that field (a range's problem under its upper end).
 */
export function decimalFields<D, P>(
  draft: D,
  set: DraftSetter<D>,
  fieldError: (problem: P, text: string) => string | undefined,
) {
  return (key: TextKey<D>, ...problems: P[]) => {
    const text = draft[key] as string;
    return {
      value: text,
      onChange: set(key) as (value: string) => void,
      inputMode: 'decimal' as const,
      error: problems.map((problem) => fieldError(problem, text)).find((error) => error !== undefined),
    };
  };
}
