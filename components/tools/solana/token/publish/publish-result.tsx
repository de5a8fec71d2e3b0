'use client';

import { useTranslations } from 'next-intl';
import { solanaExplorerLink } from '@/chains/solana/explorer';
import { SOLANA_CHAIN_ID } from '@/chains/solana/rpc';
import { CopyButton } from '../shared/copy-button';
import { mintHref, type TokenPageLinks } from '../shared/token-wallet';

/** The new token: its mint address (copy, Solscan) and where to go next. */
export function PublishResult({ mint, links }: { mint: string; links: TokenPageLinks }) {
  const t = useTranslations('solanaTokenPublish.result');
  const tokenPage = solanaExplorerLink(SOLANA_CHAIN_ID, 'token', mint);
  return (
    <div className="send-token__panel">
      <p>
        {t('mint')}{' '}
        <code className="send-token__mono" data-testid="token-mint-address" data-address={mint}>
          {mint}
        </code>{' '}
        <CopyButton text={mint} label={t('copyMint')} testId="token-copy-mint" />
      </p>
      <p className="key-batch__actions">
        <a className="button button--small" href={mintHref(links.account, mint)} data-testid="token-manage-link">
          {t('manage')}
        </a>
        <a className="button button--small" href={mintHref(links.update, mint)} data-testid="token-update-link">
          {t('update')}
        </a>
        {tokenPage && (
          <a href={tokenPage} target="_blank" rel="noreferrer">
            {t('viewToken')}
          </a>
        )}
      </p>
    </div>
  );
}
