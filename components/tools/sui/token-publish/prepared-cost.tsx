'use client';

import { useTranslations } from 'next-intl';
import { SUI_DECIMALS } from '@/chains/sui/chain';
import { SUI_PROTOCOL_LIMITS } from '@/chains/sui/limits';
import type { SuiPrepared } from '@/chains/sui/token/run';
import { formatDecimal } from '@/lib/fees/decimal';

/** A prepared coin transaction's cost, shown before it is signed (shared by the publish and manage pages). */
export function SuiPreparedCost({ prepared, testId }: { prepared: SuiPrepared; testId?: string }) {
  const t = useTranslations('suiTokenPublish.cost');
  const sui = (mist: bigint) => `${formatDecimal(mist, SUI_DECIMALS)} SUI`;
  return (
    <dl className="account-card" data-testid={testId} data-digest={prepared.digest}>
      <dt>{t('dryRun')}</dt>
      <dd>{t('dryRunOk')}</dd>
      <dt>{t('gasBudget')}</dt>
      <dd data-testid="sui-coin-gas-budget">{sui(prepared.gasBudget)}</dd>
      <dt>{t('fee')}</dt>
      <dd data-testid="sui-coin-fee">{prepared.fee > 0n ? sui(prepared.fee) : t('noFee')}</dd>
      <dt>{t('total')}</dt>
      <dd>{sui(prepared.gasBudget + prepared.fee)}</dd>
      <dt>{t('held')}</dt>
      <dd>{sui(prepared.suiBalance)}</dd>
      <dt>{t('size')}</dt>
      <dd>
        {t('sizeValue', {
          bytes: prepared.bytes.length,
          maxBytes: SUI_PROTOCOL_LIMITS.maxTxSizeBytes,
          commands: prepared.commands,
          maxCommands: SUI_PROTOCOL_LIMITS.maxProgrammableTxCommands,
        })}
      </dd>
    </dl>
  );
}
