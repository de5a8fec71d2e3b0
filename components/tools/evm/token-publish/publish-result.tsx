'use client';

import { useTranslations } from 'next-intl';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import type { PublishedToken, ReadBack } from './publish-chain';
import { ReadBackTable } from './read-back-table';

/** The new token: its address and transaction, and every field read back from the chain. */
export function PublishResult({ token, readBack }: { token: PublishedToken; readBack: ReadBack }) {
  const t = useTranslations('tokenPublish.result');
  const tokenLink = evmExplorerLink(token.chainId, 'token', token.address);
  const txLink = evmExplorerLink(token.chainId, 'tx', token.transactionHash);
  return (
    <section className="send-token__panel" aria-label={t('legend')} data-testid="publish-result">
      <h2>{t('legend')}</h2>
      <p>
        {t('address')} <code data-testid="token-address">{token.address}</code>
      </p>
      <p className="send-token__row">
        {tokenLink && (
          <a href={tokenLink} target="_blank" rel="noreferrer">
            {t('viewToken')}
          </a>
        )}
        {txLink && (
          <a href={txLink} target="_blank" rel="noreferrer">
            {t('viewTransaction')}
          </a>
        )}
      </p>
      <p
        className={readBack.isVerified ? 'account-alert account-alert--notice' : 'account-alert account-alert--error'}
        role="status"
      >
        {readBack.isVerified ? t('verified') : t('notVerified')}
      </p>
      <ReadBackTable checks={readBack.checks} decimals={token.decimals} />
    </section>
  );
}
