'use client';

import { useTranslations } from 'next-intl';
import type { TransactionLookup } from '@/chains/evm/transaction/lookup';
import { targetFor, txUrl } from '@/components/tools/evm/key-batch/chain';
import type { Locale } from '@/lib/i18n/config';
import { CallDetails } from './call-details';
import { FeeDetails } from './fee-details';
import { formatAmount } from './format';
import { TransferList } from './transfer-list';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="tx-tool__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the chain says about the transaction: status, parties, amount, nonce, block, fees, call and transfers. */
export function LookupResult({ locale, lookup }: { locale: Locale; lookup: TransactionLookup }) {
  const t = useTranslations('transaction.result');
  const chain = targetFor(lookup.chainId, '', false);
  const explorer = txUrl(lookup.chainId, lookup.hash);
  const time =
    lookup.timestamp === undefined
      ? undefined
      : new Intl.DateTimeFormat(locale === 'cn' ? 'zh-CN' : 'en-US', {
          dateStyle: 'medium',
          timeStyle: 'medium',
        }).format(new Date(lookup.timestamp * 1000));
  return (
    <section className="send-token__panel" aria-label={t('legend')} data-status={lookup.status}>
      <h2>
        {t('legend')}:{' '}
        <span className={`tx-tool__status tx-tool__status--${lookup.status}`}>{t(`status.${lookup.status}`)}</span>
      </h2>
      <dl className="tx-tool__facts">
        <Fact term={t('hash')}>
          <span className="send-token__mono">{lookup.hash}</span>
          {explorer && (
            <>
              {' '}
              <a href={explorer} target="_blank" rel="noreferrer">
                {t('explorer')}
              </a>
            </>
          )}
        </Fact>
        <Fact term={t('chain')}>{chain.name}</Fact>
        <Fact term={t('from')}>
          <span className="send-token__mono">{lookup.from}</span>
        </Fact>
        <Fact term={t('to')}>
          <span className="send-token__mono">{lookup.to ?? lookup.contractAddress ?? t('creation')}</span>
        </Fact>
        <Fact term={t('value')}>
          {formatAmount(lookup.value, chain.nativeDecimals)} {chain.nativeSymbol}
        </Fact>
        <Fact term={t('nonce')}>{lookup.nonce}</Fact>
        <Fact term={t('type')}>{lookup.type}</Fact>
        {lookup.blockNumber !== undefined && <Fact term={t('block')}>{lookup.blockNumber.toString()}</Fact>}
        {time && <Fact term={t('time')}>{time}</Fact>}
      </dl>
      <FeeDetails lookup={lookup} symbol={chain.nativeSymbol} decimals={chain.nativeDecimals} />
      <CallDetails call={lookup.call} />
      <TransferList transfers={lookup.transfers} />
    </section>
  );
}
