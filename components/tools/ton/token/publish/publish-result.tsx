'use client';

import { useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/fees/decimal';
import { tonviewerAddressUrl } from '../../shared/tonviewer';

export interface PublishResult {
  minter: string;
  hash: string;
  supply: bigint;
  admin: string | null;
  balance: bigint;
  symbol: string;
  decimals: number;
}

/** The new jetton as read back from the chain: its minter, supply, admin and the creator's balance. */
export function PublishResultView({ result }: { result: PublishResult }) {
  const t = useTranslations('tonTokenPublish');
  const amount = (value: bigint) => formatDecimal(value, result.decimals);
  return (
    <section
      className="account-alert account-alert--notice"
      role="status"
      data-testid="ton-publish-result"
      data-minter={result.minter}
    >
      <p>
        {t.rich('done', {
          minter: () => (
            <a href={tonviewerAddressUrl(result.minter)} target="_blank" rel="noreferrer">
              {result.minter}
            </a>
          ),
        })}
      </p>
      <p data-testid="ton-publish-read-back">
        {t('readBack', {
          supply: amount(result.supply),
          symbol: result.symbol,
          admin: result.admin ?? t('noAdmin'),
          balance: amount(result.balance),
        })}
      </p>
    </section>
  );
}
