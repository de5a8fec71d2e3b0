import { toCsv } from '@/lib/batch/csv';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { txUrl } from '../key-batch/chain';
import type { SessionState } from './session-types';

/** The session's transactions as CSV: exact decimal amounts, hashes and explorer links (no key: there is none). */
export function sessionCsv(state: SessionState, coinDecimals: number): string {
  const { settings } = state;
  const coin = (value: bigint | undefined) => (value === undefined ? '' : formatBaseUnits(value, coinDecimals));
  const token = (value: bigint | undefined) =>
    value === undefined ? '' : formatBaseUnits(value, settings.tokenDecimals);
  return toCsv(
    {
      fields: [
        'id',
        'time',
        'wallet',
        'kind',
        'side',
        'amountIn',
        'amountOut',
        'price',
        'gas',
        'status',
        'hash',
        'link',
      ],
      data: state.txs.map((tx) => [
        tx.id,
        new Date(tx.at * 1000).toISOString(),
        tx.wallet,
        tx.kind,
        tx.side ?? '',
        tx.side === 'sell' || tx.kind !== 'trade' ? token(tx.amountIn) : coin(tx.amountIn),
        tx.side === 'buy' ? token(tx.amountOut) : coin(tx.amountOut),
        tx.kind === 'trade' ? formatBaseUnits(tx.priceWei, coinDecimals) : '',
        coin(tx.gasFee),
        tx.status,
        tx.hash,
        txUrl(settings.chainId, tx.hash) ?? '',
      ]),
    },
    { escapeFormulae: true },
  );
}
