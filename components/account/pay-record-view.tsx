'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHttpClient } from '@/lib/client/http-client-context';
import { type UserInfo, useUser } from '@/lib/client/user';
import { localizeError } from '@/lib/errors';
import { htmlLang, type Locale } from '@/lib/i18n/config';
import { AccountCard } from './account-card';
import { FormAlert } from './form-alert';
import { PayRecordPager } from './pay-record-pager';
import { PayRecordRow } from './pay-record-row';
import { fetchPayRecords, fetchTokenSymbols, PAY_RECORD_PAGE_SIZE } from './pay-record-types';
import { SignInRequired } from './sign-in-required';

/** The user's VIP payments, newest first, ten a page. */
interface PayRecordViewProps {
  locale: Locale;
  vipHref: string | null;
  /** The user the server's page guard found: shown until the browser's own info fetch has settled. */
  initialUser: UserInfo | null;
}

export function PayRecordView({ locale, vipHref, initialUser }: PayRecordViewProps) {
  const t = useTranslations('account');
  const http = useHttpClient();
  const { user: fetchedUser, isLoggedIn, isChecked } = useUser({ hasServerSession: initialUser !== null });
  const user = fetchedUser ?? (isChecked ? null : initialUser);
  const [page, setPage] = useState(1);
  const records = useQuery({
    queryKey: ['vip-payments', user?.inviteCode ?? null, page],
    queryFn: () => fetchPayRecords(http, page),
    enabled: !!user,
    placeholderData: keepPreviousData,
  });
  const symbols = useQuery({
    queryKey: ['vip-pay-tokens'],
    queryFn: () => fetchTokenSymbols(http),
    enabled: !!user,
    staleTime: 5 * 60 * 1000,
  });

  if (isChecked && !isLoggedIn) return <SignInRequired locale={locale} currentPath={`/${locale}/account/pay-record`} />;

  const dateFormat = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const data = records.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAY_RECORD_PAGE_SIZE)) : 1;

  return (
    <AccountCard title={t('payRecord.title')} intro={t('payRecord.intro')}>
      {records.isError && !data ? (
        <FormAlert tone="error">{localizeError(records.error, locale)}</FormAlert>
      ) : !data ? (
        <p className="account-card__muted" role="status">
          {t('payRecord.loading')}
        </p>
      ) : data.total === 0 ? (
        <p className="account-card__muted">{t('payRecord.empty')}</p>
      ) : (
        <>
          <div className="pay-record__scroll" style={{ overflowX: 'auto' }}>
            <table className="account-table pay-record__table">
              <thead>
                <tr>
                  <th scope="col">{t('payRecord.date')}</th>
                  <th scope="col">{t('payRecord.feature')}</th>
                  <th scope="col">{t('payRecord.kind')}</th>
                  <th scope="col">{t('payRecord.term')}</th>
                  <th scope="col">{t('payRecord.chain')}</th>
                  <th scope="col">{t('payRecord.amount')}</th>
                  <th scope="col">{t('payRecord.status')}</th>
                  <th scope="col">{t('payRecord.transaction')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((record) => (
                  <PayRecordRow
                    key={record.id}
                    record={record}
                    dateFormat={dateFormat}
                    tokenSymbols={symbols.data ?? {}}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {records.isError && <FormAlert tone="error">{localizeError(records.error, locale)}</FormAlert>}
          <PayRecordPager
            page={data.page}
            pageCount={pageCount}
            total={data.total}
            isBusy={records.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <p className="account-card__footer">
        {vipHref && <a href={vipHref}>{t('benefits.getVip')}</a>}{' '}
        <a href={`/${locale}/account/usercenter`}>{t('benefits.backToUsercenter')}</a>
      </p>
    </AccountCard>
  );
}
