'use client';

import { useTranslations } from 'next-intl';
import { InviterShare } from '@/components/tools/solana/referral/inviter-share';
import type { CloseTotals } from './close-plan';
import { solText } from './sol-amount';

interface CloseSummaryProps {
  totals: CloseTotals;
  /** The reclaimed SOL goes to another address than the wallets'. */
  hasReceiver?: boolean;
  title?: string;
}

/** What closing gives and costs, before anything is signed: every figure exact (no priority fee is added). */
export function CloseSummary({ totals, hasReceiver = false, title }: CloseSummaryProps) {
  const t = useTranslations('solanaCloseAccount.summary');
  const items = [
    { id: 'accounts', label: t('accounts'), value: String(totals.accounts) },
    ...(totals.burned > 0 ? [{ id: 'burned', label: t('burned'), value: String(totals.burned) }] : []),
    { id: 'reclaim', label: t('reclaim'), value: solText(totals.reclaimed) },
    { id: 'service-fee', label: t('serviceFee'), value: `− ${solText(totals.serviceFee)}` },
    {
      id: 'network-fee',
      label: hasReceiver ? t('networkFeeWallets') : t('networkFee'),
      value: `− ${solText(totals.networkFee)}`,
    },
    // With a receiver, each wallet pays its network fees from its own SOL: the receiver gets the rent less our fee.
    {
      id: 'net',
      label: hasReceiver ? t('netReceiver') : t('net'),
      value: solText(hasReceiver ? totals.reclaimed - totals.serviceFee : totals.net),
    },
    ...(totals.unwrapped > 0n ? [{ id: 'unwrapped', label: t('unwrapped'), value: solText(totals.unwrapped) }] : []),
    { id: 'transactions', label: t('transactions'), value: String(totals.transactions) },
  ];
  return (
    <section className="batch-cost" aria-label={title ?? t('title')} data-testid="close-summary">
      <h3>{title ?? t('title')}</h3>
      <dl>
        {items.map((item) => (
          <div key={item.id}>
            <dt>{item.label}</dt>
            <dd data-testid={`close-summary-${item.id}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <InviterShare lamports={totals.referralShare} />
    </section>
  );
}
