'use client';

import { useTranslations } from 'next-intl';
import type { FieldCheck } from '@/chains/evm/token/read-back';
import { formatBaseUnits } from '@/lib/fees/decimal';

const AMOUNT_FIELDS = new Set(['totalSupply', 'holderBalance', 'cap']);

/** Each field asked for beside what the chain answers. */
export function ReadBackTable({ checks, decimals }: { checks: readonly FieldCheck[]; decimals: number }) {
  const t = useTranslations('tokenPublish.readBack');
  const show = (check: FieldCheck, value: string) => {
    if (AMOUNT_FIELDS.has(check.field) && /^\d+$/.test(value)) return formatBaseUnits(BigInt(value), decimals);
    if (check.field === 'paused') return value === 'true' ? t('yes') : t('no');
    if (check.field === 'owner' && /^0x0{40}$/.test(value)) return t('renounced');
    return value;
  };
  return (
    <table className="token-publish__table" data-testid="read-back">
      <thead>
        <tr>
          <th scope="col">{t('field')}</th>
          <th scope="col">{t('asked')}</th>
          <th scope="col">{t('onChain')}</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check) => (
          <tr key={check.field} data-field={check.field} data-match={check.isMatch}>
            <th scope="row">{t(`fields.${check.field}`)}</th>
            <td className="check-balance__mono">{show(check, check.expected)}</td>
            <td className="check-balance__mono">
              {show(check, check.actual)} {check.isMatch ? '✓' : `✗ ${t('mismatch')}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
