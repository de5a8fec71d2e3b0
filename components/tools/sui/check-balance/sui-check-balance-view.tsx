'use client';

import { useTranslations } from 'next-intl';
import { normalizeSuiAddress } from '@/chains/sui/address';
import { InvalidSuiCoinTypeError } from '@/chains/sui/balances';
import { SUI_CHAIN_ID } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { ColumnsCheckerLayout, useColumnsChecker } from '@/components/tools/check-balance/columns-checker';
import type { RowSchema } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';
import { SuiGraphqlField } from '../rpc/sui-graphql-field';
import { SuiReadError, useSuiErrorText } from '../rpc/sui-read-error';
import { SUI_PROXY_PATH, useSuiGraphql } from '../rpc/use-sui-graphql';
import { SuiCoinPicker } from './coin-picker';
import { useSuiBalanceCheck } from './use-sui-balance-check';

export interface SuiCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The GraphQL endpoint our relay forwards to (Sui's mainnet GraphQL). */
  upstream: string;
  /** Our relay's path (tests: a local one). */
  proxyPath?: string;
  isCompact?: boolean;
}

export const SUI_CHECK_DRAFT_TOOL = 'sui-check-balance';

/** 0x + 64 hex; repeats are flagged and left out, so each address is read (and counted) once. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeSuiAddress(text), duplicates: 'error' };

const explorerLink = (address: string) => suiExplorerLink(SUI_CHAIN_ID, 'address', address);

/** The Sui balance checker: endpoint, SUI and coin columns, addresses, the limit, the run and its results. */
export function SuiCheckBalanceView({
  locale,
  currentPath,
  upstream,
  proxyPath = SUI_PROXY_PATH,
  isCompact = false,
}: SuiCheckBalanceViewProps) {
  const t = useTranslations('suiCheckBalance');
  const run = useTranslations('checkBalance.run');
  const describeError = useSuiErrorText(locale);
  const api = useSuiGraphql(upstream, proxyPath);
  const checker = useColumnsChecker(SUI_CHECK_DRAFT_TOOL);
  const { includeNative, tokens } = checker.draft;
  const { state, start, cancel } = useSuiBalanceCheck();

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (checker.blocker !== null) return;
    void start({ url: api.resolveUrl(), owners: checker.owners, lines: checker.lines, columns: checker.columns });
  }

  const coinError = state.phase === 'failed' && state.error instanceof InvalidSuiCoinTypeError ? state.error : null;

  return (
    <ColumnsCheckerLayout
      checker={checker}
      namespace="suiCheckBalance"
      locale={locale}
      currentPath={currentPath}
      isCompact={isCompact}
      setup={
        <>
          <SuiGraphqlField api={api} disabled={state.phase === 'running'} />
          <SuiCoinPicker
            includeSui={includeNative}
            onIncludeSui={checker.setIncludeNative}
            coins={tokens}
            onCoins={checker.setTokens}
          />
        </>
      }
      schema={ADDRESS_SCHEMA}
      state={state}
      onRun={check}
      onCancel={cancel}
      failure={(error) =>
        error instanceof InvalidSuiCoinTypeError ? null : (
          <SuiReadError
            api={api}
            message={run('failed', { message: describeError(error) })}
            onRetry={check}
            testId="sui-check-error"
          />
        )
      }
      notice={
        coinError && (
          <p className="account-alert account-alert--error" role="alert">
            {t('columns.coinError', {
              coin: coinError.coinType,
              reason: coinError.message.replace(`Coin type ${coinError.coinType}: `, ''),
            })}
          </p>
        )
      }
      explorerLink={explorerLink}
    />
  );
}
