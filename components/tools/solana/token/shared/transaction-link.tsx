'use client';

import { useTranslations } from 'next-intl';
import { solanaExplorerLink } from '@/chains/solana/explorer';
import { SOLANA_CHAIN_ID } from '@/chains/solana/rpc';

/** A signature and its page on Solscan. */
export function TransactionLink({ signature }: { signature: string }) {
  const t = useTranslations('solanaToken.result');
  const href = solanaExplorerLink(SOLANA_CHAIN_ID, 'tx', signature);
  return (
    <p className="send-token__mono">
      {t('signature')}{' '}
      <code data-testid="token-tx-signature" data-signature={signature}>
        {signature}
      </code>{' '}
      {href && (
        <a href={href} target="_blank" rel="noreferrer" data-testid="token-tx-link">
          {t('viewOnSolscan')}
        </a>
      )}
    </p>
  );
}
