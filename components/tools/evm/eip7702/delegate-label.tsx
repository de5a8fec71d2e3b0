'use client';

import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import { describeDelegate } from '@/chains/evm/eip7702/known-delegates';
import { ShortHex } from '../key-batch/run-table';

/** A delegate: its address (linked to the explorer), its name when known, a warning when it is a known sweeper. */
export function DelegateLabel({ delegate, chainId }: { delegate: Address; chainId: number | undefined }) {
  const t = useTranslations('eip7702.delegate');
  const verdict = describeDelegate(delegate);
  const link = chainId === undefined ? undefined : evmExplorerLink(chainId, 'address', delegate);
  return (
    <span className="eip7702__delegate" data-verdict={verdict.kind}>
      {link ? (
        <a href={link} target="_blank" rel="noreferrer" title={delegate} className="key-batch__mono">
          {delegate}
        </a>
      ) : (
        <ShortHex value={delegate} />
      )}{' '}
      {verdict.kind === 'known' && <span title={verdict.delegate.source}>{verdict.delegate.name}</span>}
      {verdict.kind === 'unknown' && <span className="account-card__muted">{t('unknown')}</span>}
      {verdict.kind === 'sweeper' && (
        <strong className="eip7702__danger" title={verdict.delegate.source}>
          {t('sweeper', { name: verdict.delegate.name })}
        </strong>
      )}
    </span>
  );
}
