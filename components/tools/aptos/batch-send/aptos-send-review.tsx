'use client';

import { useTranslations } from 'next-intl';
import { APT_DECIMALS } from '@/chains/aptos/chain';
import { APTOS_MAX_GAS_UNITS, APTOS_MAX_TRANSACTION_BYTES } from '@/chains/aptos/limits';
import { formatDecimal } from '@/lib/fees/decimal';
import type { AptosSendPlan, PreparedAptosTransaction } from './aptos-send-plan';

const apt = (octas: bigint) => formatDecimal(octas, APT_DECIMALS);

/**
 * Every transaction before anything is signed: its rows and size against the 64 KiB limit (or the gas, when that
 * decided), its simulation's gas, the new accounts' storage fee, its max gas, our fee; then what the batch takes.
 */
export function AptosSendReview({ plan, symbol, decimals }: { plan: AptosSendPlan; symbol: string; decimals: number }) {
  const t = useTranslations('aptosBatchSendToken.review');
  const isToken = plan.feeTransaction !== null;
  return (
    <div className="send-token__panel" data-testid="aptos-send-review">
      <h2>{t('title')}</h2>
      <p className="account-field__hint" data-testid="aptos-send-limits">
        {plan.limitedBy === 'gas'
          ? t('limitGas', {
              perTransaction: plan.rowsPerTransaction,
              maxGas: APTOS_MAX_GAS_UNITS.toLocaleString('en-US'),
            })
          : t('limitSize', { perTransaction: plan.rowsPerTransaction, maxKb: APTOS_MAX_TRANSACTION_BYTES / 1024 })}
      </p>
      <div className="batch-table__scroll">
        <table className="batch-table">
          <thead>
            <tr>
              <th>{t('transaction')}</th>
              <th>{t('rows')}</th>
              <th>{t('bytes')}</th>
              <th>{t('gasUsed')}</th>
              <th>{t('newAccounts')}</th>
              <th>{t('maxGas')}</th>
              <th>{t('fee')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.transactions.map((entry, index) => (
              <tr key={String(entry.sequenceNumber)} data-transaction={index}>
                <td>{index + 1}</td>
                <td data-column="rows">{entry.rows}</td>
                <td data-column="bytes">{entry.bytes.toLocaleString('en-US')}</td>
                <td data-column="gasUsed">{entry.gasUsed.toLocaleString('en-US')}</td>
                <td data-column="storageFee">{apt(entry.storageFee)}</td>
                <td data-column="maxGas">{apt(entry.maxGas * entry.gasUnitPrice)}</td>
                <td data-column="fee">{apt(entry.fee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="aptos-send-totals">
        {t('totals', {
          count: plan.transactions.length,
          fees: apt(plan.totalFee),
          storage: apt(plan.storageFee),
          needed: apt(plan.needed),
          held: apt(plan.held),
        })}
      </p>
      {isToken && plan.feeTransaction && (
        <p data-testid="aptos-send-token-totals">
          {t('tokenTotals', {
            amount: formatDecimal(plan.tokenNeeded, decimals),
            held: formatDecimal(plan.tokenHeld, decimals),
            symbol: symbol || '?',
            fee: apt(plan.totalFee),
          })}
        </p>
      )}
      <p className="account-field__hint">{isToken ? t('explainToken') : t('explain')}</p>
      {(plan.needed > plan.held || plan.tokenNeeded > plan.tokenHeld) && (
        <p className="account-alert account-alert--error" role="alert">
          {t('shortfall')}
        </p>
      )}
    </div>
  );
}

export function PreparedAptosTransactionNote({ prepared }: { prepared: PreparedAptosTransaction }) {
  const t = useTranslations('aptosBatchSendToken.review');
  return (
    <p className="account-field__hint" data-testid="aptos-send-prepared">
      {t('prepared', {
        rows: prepared.rows,
        maxGas: apt(prepared.maxGas * prepared.gasUnitPrice),
        fee: apt(prepared.fee),
        sequence: String(prepared.sequenceNumber),
      })}
    </p>
  );
}
