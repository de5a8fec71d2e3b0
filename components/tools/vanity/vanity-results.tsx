'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { CopyButton } from '../evm/wallet-generation/copy-button';

/** Which found keys the visitor has shown (all masked again when a run starts: `hideAll`). */
export function useRevealed() {
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setRevealed((shown) => {
      const next = new Set(shown);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { isShown: (key: string) => revealed.has(key), toggle, hideAll: () => setRevealed(new Set()) };
}

/**
 * The found addresses of a vanity run: a table of address (with copy) and the family's secret cell, under the count
 * and the family's note on how each was checked; `children` (exports, next steps) follow the table.
 */
export function VanityResults<Result extends { address: string }>({
  results,
  verified,
  secretHeader,
  rowKey,
  renderSecret,
  children,
}: {
  results: readonly Result[];
  verified: string;
  secretHeader: string;
  rowKey: (result: Result) => string;
  renderSecret: (result: Result, index: number) => ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('vanityAddress');
  return (
    <section className="wallet-tools__results" aria-label={t('resultsLabel')} style={{ minWidth: 0 }}>
      <h2>{t('results', { count: results.length })}</h2>
      <p className="account-field__hint">{verified}</p>
      <div className="wallet-tools__scroll" style={{ overflowX: 'auto' }}>
        <table className="account-table" aria-label={t('resultsLabel')} data-testid="vanity-results">
          <thead>
            <tr>
              <th>{t('address')}</th>
              <th>{secretHeader}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result, index) => (
              <tr key={rowKey(result)}>
                <td>
                  <code data-testid="vanity-address">{result.address}</code>{' '}
                  <CopyButton text={result.address} label={t('copyAddress')} />
                </td>
                <td>{renderSecret(result, index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </section>
  );
}

/** "How it works" at the foot of a vanity page: the family's paragraphs. */
export function VanityHow({ children }: { children: ReactNode }) {
  const t = useTranslations('vanityAddress');
  return (
    <section aria-label={t('howLabel')}>
      <h2>{t('howTitle')}</h2>
      {children}
    </section>
  );
}
