'use client';

import { useTranslations } from 'next-intl';
import { findChain } from '@/chains/registry';
import { tronExplorerLink } from '@/chains/tron/explorer';
import { VIP_FEATURES } from '@/lib/catalog/types';
import { shortenAddress } from '@/lib/client/user';
import { type PayRecord, tokenKey } from './pay-record-types';

interface PayRecordRowProps {
  record: PayRecord;
  dateFormat: Intl.DateTimeFormat;
  tokenSymbols: Record<string, string>;
}

const KINDS = ['buy', 'renew', 'expand'];
const STATUSES = ['pending', 'confirmed', 'rejected', 'expired'];
const REASONS = ['failed', 'wrong-token', 'wrong-receiver', 'wrong-sender', 'underpaid', 'wrong-account'];

/** The chain explorer's page of the transaction (Tronscan's own address scheme comes from chains/tron). */
export function txExplorerUrl(chainId: number, txHash: string): string | null {
  const chain = findChain(chainId);
  if (!chain) return null;
  return chain.family === 'tron'
    ? (tronExplorerLink(chainId, 'tx', txHash) ?? null)
    : `${chain.explorerUrl}/tx/${txHash}`;
}

function formatDate(iso: string, dateFormat: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** One payment: when, what was bought, on which chain, how much, how it ended, and its transaction. */
export function PayRecordRow({ record, dateFormat, tokenSymbols }: PayRecordRowProps) {
  const t = useTranslations('account');
  const chain = findChain(record.chainId);
  const explorerUrl = txExplorerUrl(record.chainId, record.txHash);
  const symbol = tokenSymbols[tokenKey(record.chainId, record.tokenAddress)] ?? shortenAddress(record.tokenAddress);
  const isKnownFeature = (VIP_FEATURES as readonly string[]).includes(record.feature);
  const status = STATUSES.includes(record.status) ? t(`payRecord.statuses.${record.status}`) : record.status;
  const reason =
    record.status === 'rejected' && record.rejectReason
      ? REASONS.includes(record.rejectReason)
        ? t(`payRecord.reasons.${record.rejectReason}`)
        : record.rejectReason
      : null;
  return (
    <tr data-payment-id={record.id}>
      <td>
        <time dateTime={record.createdAt}>{formatDate(record.createdAt, dateFormat)}</time>
      </td>
      <th scope="row">{isKnownFeature ? t(`benefits.features.${record.feature}`) : record.feature}</th>
      <td>{KINDS.includes(record.kind) ? t(`payRecord.kinds.${record.kind}`) : record.kind}</td>
      <td>
        {record.kind === 'expand'
          ? t('payRecord.creditValue', { credit: record.credit })
          : t('payRecord.daysValue', { days: record.vipDays })}
      </td>
      <td>{chain?.name ?? record.chainId}</td>
      <td>
        {record.amount} {symbol}
      </td>
      <td>
        <span className={`badge pay-record__status pay-record__status--${record.status}`}>{status}</span>
        {reason && <span className="pay-record__reason"> {t('payRecord.reason', { reason })}</span>}
      </td>
      <td>
        {explorerUrl ? (
          <a href={explorerUrl} target="_blank" rel="noopener noreferrer" title={record.txHash}>
            {shortenAddress(record.txHash)}
          </a>
        ) : (
          <span title={record.txHash}>{shortenAddress(record.txHash)}</span>
        )}
      </td>
    </tr>
  );
}
