'use client';

import { useTranslations } from 'next-intl';

interface PayRecordPagerProps {
  page: number;
  pageCount: number;
  total: number;
  isBusy: boolean;
  onPage: (page: number) => void;
}

/** Previous / next through the payment history, with the page and the total number of payments. */
export function PayRecordPager({ page, pageCount, total, isBusy, onPage }: PayRecordPagerProps) {
  const t = useTranslations('account.payRecord');
  return (
    <nav className="account-card__footer pay-record__pager" aria-label={t('pagerLabel')}>
      <button type="button" className="button" disabled={isBusy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span className="pay-record__page" aria-live="polite">
        {t('pageInfo', { page, pages: pageCount, total })}
      </span>
      <button type="button" className="button" disabled={isBusy || page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
