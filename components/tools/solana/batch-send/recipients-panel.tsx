'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { BatchInput } from '@/components/batch/batch-input';
import { useIssueText } from '@/components/batch/use-issue-text';
import { checkAmount, type RowSchema, type ValidationResult } from '@/lib/batch/validate';

/** The shared amount: undefined while empty, its issue when it is no exact positive amount of the asset. */
export function parseSameAmount(text: string, decimals: number): ReturnType<typeof checkAmount> | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : checkAmount(trimmed, decimals);
}

interface RecipientsPanelProps {
  schema: RowSchema;
  onInput: (result: ValidationResult) => void;
  /** The pasted or uploaded rows, kept by the page (its draft). */
  text: string;
  onText: (text: string) => void;
  isSameAmount: boolean;
  onSameAmount: (isSame: boolean) => void;
  amountText: string;
  onAmountText: (text: string) => void;
  symbol: string;
  decimals: number;
}

/**
 * "address,amount" rows pasted or imported (CSV / XLSX) through the engine's input, with line numbers on every
 * problem; or addresses only, when one amount is given for all.
 */
export function RecipientsPanel(props: RecipientsPanelProps) {
  const { schema, onInput, text, onText, isSameAmount, onSameAmount, amountText, onAmountText, symbol, decimals } =
    props;
  const t = useTranslations('solanaBatchSend.recipients');
  const describe = useIssueText(decimals);
  const id = useId();
  const check = isSameAmount ? parseSameAmount(amountText, decimals) : undefined;
  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <label className="send-token__choice">
        <input type="checkbox" checked={isSameAmount} onChange={(event) => onSameAmount(event.target.checked)} />
        {t('sameAmount')}
      </label>
      {isSameAmount && (
        <div className="account-field">
          <label htmlFor={`${id}-amount`} className="account-field__label">
            {t('amountLabel', { symbol })}
          </label>
          <input
            id={`${id}-amount`}
            className="account-field__input send-token__narrow"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={check !== undefined && 'issue' in check}
            value={amountText}
            onChange={(event) => onAmountText(event.target.value)}
          />
          {check && 'issue' in check && (
            <p className="account-field__error" role="alert">
              {t('amountError', { issue: describe({ code: check.issue }) })}
            </p>
          )}
        </div>
      )}
      <div data-testid="solana-send-recipients">
        <BatchInput schema={schema} onChange={onInput} text={text} onTextChange={onText} />
      </div>
    </section>
  );
}
