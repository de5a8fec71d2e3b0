'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useHttpClient } from '@/lib/client/http-client-context';
import type { GasPageData } from '@/lib/server/gas/page-data';
import { GasChart } from './gas-chart';
import { GasTable } from './gas-table';

/** The server reads each chain once per 15 s for everyone: polling faster would only get the same figures. */
export const GAS_REFRESH_MS = 15_000;

/** The gas page: every registry chain's prices now, refreshed every 15 s, and one chain's last 24 hours. */
export function GasView({ initial }: { initial: GasPageData }) {
  const t = useTranslations('gas');
  const http = useHttpClient();
  const { data } = useQuery({
    queryKey: ['gas'],
    queryFn: ({ signal }) => http.get<GasPageData>('/api/v1/gas', undefined, { signal }),
    initialData: initial,
    refetchInterval: GAS_REFRESH_MS,
    staleTime: GAS_REFRESH_MS,
  });
  return (
    <article className="gas">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
        {data.minGwei !== null && data.maxGwei !== null && (
          <p className="gas__range">{t('range', { min: data.minGwei, max: data.maxGwei })}</p>
        )}
      </header>
      <GasTable chains={data.chains} />
      <p className="account-card__muted gas__note">{t('note')}</p>
      <GasChart chains={data.chains} history={data.history} />
    </article>
  );
}
