'use client';

import { useTranslations } from 'next-intl';
import { InvalidSolanaMintError } from '@/chains/solana/token-accounts';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { ManagedTokenState } from './use-managed-token';
import { useTokenErrorText } from './use-token-texts';

interface TokenLoadStatusProps {
  state: ManagedTokenState;
  /** With the page's RPC choice, a read that failed for the RPC's sake names it and offers Retry or another RPC. */
  rpcChoice?: SolanaRpcChoice;
  onRetry?: () => void;
}

/** Reading the token, or why it could not be read. */
export function TokenLoadStatus({ state, rpcChoice, onRetry }: TokenLoadStatusProps) {
  const t = useTranslations('solanaToken.mint');
  const errorText = useTokenErrorText();
  if (state.phase === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.phase === 'failed') {
    // No such mint is the address's fault, not the RPC's: nothing to retry.
    if (rpcChoice && onRetry && !(state.error instanceof InvalidSolanaMintError)) {
      return (
        <RpcReadError rpc={rpcChoice} message={errorText(state.error)} onRetry={onRetry} testId="token-load-error" />
      );
    }
    return (
      <p className="account-alert account-alert--error" role="alert" data-testid="token-load-error">
        {errorText(state.error)}
      </p>
    );
  }
  return null;
}
