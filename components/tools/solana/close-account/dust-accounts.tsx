'use client';

import { useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/fees/decimal';
import { ProgramName, SolscanAddress } from './account-cells';
import type { DustAccount } from './scan';

interface DustAccountsProps {
  dust: readonly DustAccount[];
  /** Addresses of the accounts to burn and close. */
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  disabled?: boolean;
  /** Phones: no program column. */
  isCompact?: boolean;
}

function balanceText(dust: DustAccount): string {
  const amount =
    dust.decimals === undefined ? String(dust.account.amount) : formatDecimal(dust.account.amount, dust.decimals);
  return dust.symbol ? `${amount} ${dust.symbol}` : amount;
}

/** Accounts still holding tokens: each closes only if its balance is burned first, which the user opts into. */
export function DustAccounts({ dust, selected, onChange, disabled, isCompact = false }: DustAccountsProps) {
  const t = useTranslations('solanaCloseAccount');
  if (dust.length === 0) return null;
  const addresses = dust.map((item) => item.account.address.toBase58());
  const isAllSelected = addresses.every((address) => selected.has(address));
  const toggle = (address: string, isOn: boolean) => {
    const next = new Set(selected);
    if (isOn) next.add(address);
    else next.delete(address);
    onChange(next);
  };
  return (
    <section className="check-balance__panel" data-testid="close-dust-list" aria-label={t('dust.label')}>
      <h3>{t('dust.title', { count: dust.length })}</h3>
      <p className="account-field__hint">{t('dust.hint')}</p>
      <label className="account-checkbox">
        <input
          type="checkbox"
          data-testid="burn-select-all"
          checked={isAllSelected}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked ? new Set(addresses) : new Set())}
        />{' '}
        {t('dust.selectAll')}
      </label>
      <table className="account-table" aria-label={t('dust.label')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.burn')}</th>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col">{t('columns.mint')}</th>
            <th scope="col">{t('columns.balance')}</th>
            {!isCompact && <th scope="col">{t('columns.program')}</th>}
          </tr>
        </thead>
        <tbody>
          {dust.map((item) => {
            const address = item.account.address.toBase58();
            return (
              <tr key={address} data-account={address}>
                <td>
                  <input
                    type="checkbox"
                    data-testid={`burn-checkbox-${address}`}
                    aria-label={t('dust.burn', { amount: balanceText(item), account: address })}
                    checked={selected.has(address)}
                    disabled={disabled}
                    onChange={(event) => toggle(address, event.target.checked)}
                  />
                </td>
                <td>
                  <SolscanAddress address={item.account.address} />
                </td>
                <td>
                  <SolscanAddress address={item.account.mint} />
                </td>
                <td data-testid={`dust-balance-${address}`}>{balanceText(item)}</td>
                {!isCompact && (
                  <td>
                    <ProgramName programId={item.account.programId} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
