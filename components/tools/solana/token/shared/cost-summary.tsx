'use client';

import { useTranslations } from 'next-intl';
import { InviterShare } from '@/components/tools/solana/referral/inviter-share';
import { solText } from './amounts';
import type { TokenCosts } from './send-token-transaction';

/** What the transaction costs, before it is signed: every figure exact, from the simulated transaction. */
export function CostSummary({ costs, rentLabel }: { costs: TokenCosts; rentLabel?: string }) {
  const t = useTranslations('solanaToken.costs');
  const total = costs.serviceFee + costs.networkFee + costs.rent;
  const items = [
    { id: 'service-fee', label: t('serviceFee'), value: costs.serviceFee },
    { id: 'network-fee', label: t('networkFee'), value: costs.networkFee },
    ...(costs.rent > 0n ? [{ id: 'rent', label: rentLabel ?? t('rent'), value: costs.rent }] : []),
    { id: 'total', label: t('total'), value: total },
  ];
  return (
    <section className="batch-cost" aria-label={t('title')} data-testid="token-costs">
      <h3>{t('title')}</h3>
      <dl>
        {items.map((item) => (
          <div key={item.id}>
            <dt>{item.label}</dt>
            <dd data-testid={`token-cost-${item.id}`}>{solText(item.value)}</dd>
          </div>
        ))}
      </dl>
      <InviterShare lamports={costs.referralShare ?? 0n} />
    </section>
  );
}
