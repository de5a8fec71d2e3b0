'use client';

import type { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { MAX_AUTO_PRIORITY_FEE, type PriorityFeeRpc, suggestPriorityFee } from '@/chains/solana/priority-fee';
import { formatDecimal } from '@/lib/fees/decimal';
import { MAX_MICRO_LAMPORTS, parsePriorityFee } from './priority-fee';

export interface PriorityFeeFieldProps {
  text: string;
  onText: (text: string) => void;
  /** The page's RPC (the user's own, if chosen): the suggestion asks it for recent prioritization fees. */
  rpc: PriorityFeeRpc;
  /** The accounts the page's transactions write, fee payer first; read when the suggestion is asked for. */
  writableAccounts: () => PublicKey[];
  disabled?: boolean;
  /**
   * The batch's transactions and their compute units in all, when the page knows them: the hint then says what the
   * fee typed costs in SOL for this batch (else it gives an example).
   */
  batch?: { transactions: number; units: number };
}

/** Lamports a price of `microLamports` per unit adds over `units` compute units (rounded up, as the network does). */
export function priorityFeeLamports(microLamports: bigint, units: number): bigint {
  return (BigInt(units) * microLamports + 999_999n) / 1_000_000n;
}

type Suggestion =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'done'; fee: bigint }
  | { phase: 'failed'; message: string };

/**
 * The optional priority fee, paid per compute unit of each transaction's limit (set from simulation), typed or
 * suggested from what recently landed beside the same accounts (chains/solana/priority-fee.ts).
 */
export function PriorityFeeField({
  text,
  onText,
  rpc,
  writableAccounts,
  disabled = false,
  batch,
}: PriorityFeeFieldProps) {
  const t = useTranslations('solanaRpc.priority');
  const id = useId();
  const [suggestion, setSuggestion] = useState<Suggestion>({ phase: 'idle' });
  // Each question has a number; an answer arriving after a newer question or after typing is dropped.
  const questionRef = useRef(0);
  const price = parsePriorityFee(text);
  const isInvalid = price === 'invalid';

  async function suggest() {
    const question = ++questionRef.current;
    setSuggestion({ phase: 'asking' });
    try {
      const fee = await suggestPriorityFee(rpc, { writableAccounts: writableAccounts() });
      if (question !== questionRef.current) return;
      onText(fee.toString());
      setSuggestion({ phase: 'done', fee });
    } catch (error) {
      if (question !== questionRef.current) return;
      setSuggestion({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function type(value: string) {
    questionRef.current += 1;
    setSuggestion({ phase: 'idle' });
    onText(value);
  }

  return (
    <div className="account-field" data-testid="priority-fee">
      <label htmlFor={`${id}-priority`} className="account-field__label">
        {t('label')}
      </label>
      <p id={`${id}-priority-hint`} className="account-field__hint">
        {t('hint')}{' '}
        <span data-testid="priority-fee-cost">
          {batch && price !== 'invalid' && price > 0n && batch.units > 0
            ? t('cost', {
                fee: price.toString(),
                transactions: batch.transactions,
                units: batch.units,
                sol: formatDecimal(priorityFeeLamports(price, batch.units), 9),
              })
            : t('example')}
        </span>
      </p>
      <div className="check-balance__row">
        <input
          id={`${id}-priority`}
          className="account-field__input send-token__narrow"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          aria-describedby={`${id}-priority-hint`}
          aria-invalid={isInvalid}
          value={text}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
        />
        <button
          type="button"
          className="button button--small account-button--secondary"
          disabled={disabled || suggestion.phase === 'asking'}
          onClick={() => void suggest()}
        >
          {t('suggest')}
        </button>
      </div>
      {isInvalid && (
        <p className="account-field__error" role="alert">
          {t('invalid', { max: MAX_MICRO_LAMPORTS.toString() })}
        </p>
      )}
      {suggestion.phase === 'failed' && (
        <p className="account-field__error" role="alert">
          {t('failed', { message: suggestion.message })}
        </p>
      )}
      <p className="account-field__hint" role="status">
        {suggestion.phase === 'asking' && t('suggesting')}
        {suggestion.phase === 'done' &&
          (suggestion.fee === 0n
            ? t('none')
            : t('suggested', { fee: suggestion.fee.toString(), max: MAX_AUTO_PRIORITY_FEE.toString() }))}
      </p>
    </div>
  );
}
