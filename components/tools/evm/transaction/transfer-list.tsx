'use client';

import { useTranslations } from 'next-intl';
import type { TransactionLookup } from '@/chains/evm/transaction/lookup';
import { shortenAddress } from '@/lib/client/user/display-name';
import { formatAmount } from './format';

/** The token transfers the logs record, with the token's symbol and decimals read from the chain. */
export function TransferList({ transfers }: { transfers: TransactionLookup['transfers'] }) {
  const t = useTranslations('transaction.transfers');
  if (transfers.length === 0) return null;
  return (
    <div>
      <h3 className="tx-tool__subtitle">{t('legend', { count: transfers.length })}</h3>
      <div className="tx-tool__scroll">
        <table className="account-table">
          <thead>
            <tr>
              <th>{t('token')}</th>
              <th>{t('from')}</th>
              <th>{t('to')}</th>
              <th>{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {transfers.map((transfer) => (
              <tr
                key={`${transfer.logIndex}-${transfer.tokenId ?? ''}-${transfer.to}`}
                data-standard={transfer.standard}
              >
                <td>
                  {transfer.symbol || shortenAddress(transfer.token)}{' '}
                  <span className="account-card__muted">{transfer.standard}</span>
                </td>
                <td className="send-token__mono">{shortenAddress(transfer.from)}</td>
                <td className="send-token__mono">{shortenAddress(transfer.to)}</td>
                <td>
                  {transfer.standard === 'ERC-721'
                    ? t('tokenId', { id: transfer.tokenId?.toString() ?? '' })
                    : formatAmount(transfer.amount, transfer.decimals)}
                  {transfer.standard === 'ERC-1155' && ` · ${t('tokenId', { id: transfer.tokenId?.toString() ?? '' })}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
