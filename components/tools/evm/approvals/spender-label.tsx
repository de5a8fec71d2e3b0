'use client';

import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { knownSpender } from '@/chains/evm/approvals/known-spenders';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import { ShortHex } from '../key-batch/run-table';

/** A spender or operator: its address (linked to the explorer) and its name when our table knows it. */
export function SpenderLabel({ spender, chainId }: { spender: Address; chainId: number | undefined }) {
  const t = useTranslations('approveCheck');
  const known = knownSpender(spender, chainId);
  const link = chainId === undefined ? undefined : evmExplorerLink(chainId, 'address', spender);
  return (
    <span className="eip7702__delegate" data-known={known ? 'yes' : 'no'}>
      {link ? (
        <a href={link} target="_blank" rel="noreferrer" title={spender} className="key-batch__mono">
          <ShortHex value={spender} />
        </a>
      ) : (
        <ShortHex value={spender} />
      )}{' '}
      {known ? (
        <span title={known.source}>{known.name}</span>
      ) : (
        <span className="account-card__muted">{t('unknownSpender')}</span>
      )}
    </span>
  );
}
