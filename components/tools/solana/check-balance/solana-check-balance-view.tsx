'use client';

import { useTranslations } from 'next-intl';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { solanaExplorerLink } from '@/chains/solana/explorer';
import { createSolanaConnection, SOLANA_CHAIN_ID, type SolanaRpc } from '@/chains/solana/rpc';
import { InvalidSolanaMintError } from '@/chains/solana/token-accounts';
import { ColumnsCheckerLayout, useColumnsChecker } from '@/components/tools/check-balance/columns-checker';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import type { RowSchema } from '@/lib/batch';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { useSolanaRpc } from '../rpc/use-solana-rpc';
import { MintPicker } from './mint-picker';
import { useSolanaBalanceCheck } from './use-solana-balance-check';

export interface SolanaCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The phone layout of /m/solana/check-balance: the page shows its own title. */
  isCompact?: boolean;
  /** How a connection is made for an RPC URL; default a web3.js Connection (tests: the litesvm adapter). */
  connectionFor?: (rpcUrl: string) => SolanaRpc;
}

export const SOLANA_CHECK_DRAFT_TOOL = 'solana-check-balance';

/** Repeats are flagged and left out, so every address is read once and the count is what the limit applies to. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeSolanaAddress(text), duplicates: 'error' };

const explorerLink = (address: string) => solanaExplorerLink(SOLANA_CHAIN_ID, 'address', address);

/** The Solana balance checker: RPC, SOL and mints, addresses, the limit, the run and its results. */
export function SolanaCheckBalanceView({
  locale,
  currentPath,
  isCompact = false,
  connectionFor = createSolanaConnection,
}: SolanaCheckBalanceViewProps) {
  const t = useTranslations('solanaCheckBalance');
  const rpc = useSolanaRpc();
  const run = useTranslations('checkBalance.run');
  const checker = useColumnsChecker(SOLANA_CHECK_DRAFT_TOOL);
  const { includeNative, tokens } = checker.draft;
  const { state, start, cancel } = useSolanaBalanceCheck();

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (checker.blocker !== null) return;
    void start({
      connection: connectionFor(rpc.resolveUrl()),
      owners: checker.owners,
      lines: checker.lines,
      columns: checker.columns,
    });
  }

  const mintError = state.phase === 'failed' && state.error instanceof InvalidSolanaMintError ? state.error : null;

  return (
    <ColumnsCheckerLayout
      checker={checker}
      namespace="solanaCheckBalance"
      locale={locale}
      currentPath={currentPath}
      isCompact={isCompact}
      setup={
        <>
          <SolanaRpcField rpc={rpc} />
          <MintPicker
            includeSol={includeNative}
            onIncludeSol={checker.setIncludeNative}
            mints={tokens}
            onMints={checker.setTokens}
          />
        </>
      }
      schema={ADDRESS_SCHEMA}
      state={state}
      onRun={check}
      onCancel={cancel}
      failure={(error) =>
        // A mint that is none is said below with its address; anything else is the RPC's trouble.
        error instanceof InvalidSolanaMintError ? null : (
          <RpcReadError
            rpc={rpc}
            message={run('failed', { message: localizeError(error, locale) })}
            onRetry={check}
            testId="solana-check-error"
          />
        )
      }
      notice={
        mintError && (
          <p className="account-alert account-alert--error" role="alert">
            {t('columns.mintError', {
              mint: mintError.mint,
              reason: mintError.message.replace(`Token mint ${mintError.mint}: `, ''),
            })}
          </p>
        )
      }
      explorerLink={explorerLink}
    />
  );
}
