'use client';

import { useTranslations } from 'next-intl';
import { SUI_DECIMALS } from '@/chains/sui/chain';
import { SUI_PROTOCOL_LIMITS } from '@/chains/sui/limits';
import { formatDecimal } from '@/lib/fees/decimal';
import type { PreparedSuiPtb, SuiSendPlan } from './sui-send-plan';

const sui = (mist: bigint) => formatDecimal(mist, SUI_DECIMALS);

/**
 * Every PTB before anything is signed: its rows, commands and size against the protocol limits that decide the chunk
 * size, its dry run and the gas budget taken from it, our fee; then what the whole batch takes from the wallet.
 */
export function SuiSendReview({ plan, symbol, decimals }: { plan: SuiSendPlan; symbol: string; decimals: number }) {
  const t = useTranslations('suiBatchSendToken.review');
  const short = plan.suiNeeded > plan.suiHeld || plan.tokenNeeded > plan.tokenHeld;
  return (
    <div className="send-token__panel" data-testid="sui-send-review">
      <h2>{t('title')}</h2>
      <p className="account-field__hint" data-testid="sui-send-limits">
        {t('limits', {
          perPtb: plan.perPtb,
          maxArguments: SUI_PROTOCOL_LIMITS.maxArguments,
          maxCommands: SUI_PROTOCOL_LIMITS.maxProgrammableTxCommands,
          maxKb: SUI_PROTOCOL_LIMITS.maxTxSizeBytes / 1024,
        })}
      </p>
      <div className="batch-table__scroll">
        <table className="batch-table">
          <thead>
            <tr>
              <th>{t('ptb')}</th>
              <th>{t('rows')}</th>
              <th>{t('commands')}</th>
              <th>{t('bytes')}</th>
              <th>{t('dryRun')}</th>
              <th>{t('budget')}</th>
              <th>{t('fee')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.ptbs.map((ptb, index) => (
              <tr key={ptb.digest} data-ptb={index}>
                <td>{index + 1}</td>
                <td data-column="rows">{ptb.rows}</td>
                <td data-column="commands">
                  {ptb.commands} / {SUI_PROTOCOL_LIMITS.maxProgrammableTxCommands}
                </td>
                <td data-column="bytes">{ptb.bytes.length.toLocaleString('en-US')}</td>
                <td data-column="dryRun">{t('dryRunOk', { gas: sui(ptb.dryRun.gas.computationCost) })}</td>
                <td data-column="budget">{sui(ptb.gasBudget)}</td>
                <td data-column="fee">{sui(ptb.feeMist)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="sui-send-totals">
        {t('totals', {
          ptbs: plan.ptbs.length,
          budget: sui(plan.gasBudgetMist),
          fees: sui(plan.feeMist),
          sui: sui(plan.suiNeeded),
          held: sui(plan.suiHeld),
        })}
      </p>
      {plan.tokenNeeded > 0n && (
        <p data-testid="sui-send-token-totals">
          {t('tokenTotals', {
            amount: formatDecimal(plan.tokenNeeded, decimals),
            held: formatDecimal(plan.tokenHeld, decimals),
            symbol,
          })}
        </p>
      )}
      <p className="account-field__hint">{t('explain')}</p>
      {short && (
        <p className="account-alert account-alert--error" role="alert" data-testid="sui-send-shortfall">
          {t('shortfall')}
        </p>
      )}
    </div>
  );
}

/** The PTB the wallet is about to show, dry-run on the coins as they are now. */
export function PreparedPtb({ prepared }: { prepared: PreparedSuiPtb }) {
  const t = useTranslations('suiBatchSendToken.review');
  return (
    <p className="account-field__hint" role="status" data-testid="sui-send-prepared">
      {t('prepared', {
        rows: prepared.rows,
        budget: sui(prepared.gasBudget),
        fee: sui(prepared.feeMist),
        digest: prepared.digest,
      })}
    </p>
  );
}
