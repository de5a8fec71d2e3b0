'use client';

import { useTranslations } from 'next-intl';
import { normalizeTronAddress } from '@/chains/tron/address';
import { InvalidTronTokenError, TronMulticallError } from '@/chains/tron/balances';
import { TRON_CHAIN_ID } from '@/chains/tron/chain';
import { tronExplorerLink } from '@/chains/tron/explorer';
import { ColumnsCheckerLayout, useColumnsChecker } from '@/components/tools/check-balance/columns-checker';
import type { RowSchema } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';
import { TronApiField } from '../rpc/tron-api-field';
import { TronReadError, useTronErrorText } from '../rpc/tron-read-error';
import { TRON_RELAY_PATH, useTronApi } from '../rpc/use-tron-api';
import { TronTokenPicker } from './token-picker';
import { useTronBalanceCheck } from './use-tron-balance-check';

export interface TronCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The API our relay forwards to (the server's TRON_API_URL, else TronGrid). */
  upstream: string;
  /** Multicall3 on Tron (the server's TRON_MULTICALL_ADDRESS, else mainnet's). */
  multicall: string;
  /** Our relay's path (tests: a local one). */
  relayPath?: string;
  isCompact?: boolean;
}

export const TRON_CHECK_DRAFT_TOOL = 'tron-check-balance';

/** T-addresses or their 41-hex form; repeats are flagged and left out, so each address is read (and counted) once. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeTronAddress(text), duplicates: 'error' };

/** A token that is none is said with its address; a multicall that answers nothing is the endpoint's trouble. */
const isTokenError = (error: unknown): error is InvalidTronTokenError =>
  error instanceof InvalidTronTokenError && !(error instanceof TronMulticallError);

const explorerLink = (address: string) => tronExplorerLink(TRON_CHAIN_ID, 'address', address);

/** The Tron balance checker: endpoint, TRX and TRC-20 columns, addresses, the limit, the run and its results. */
export function TronCheckBalanceView({
  locale,
  currentPath,
  upstream,
  multicall,
  relayPath = TRON_RELAY_PATH,
  isCompact = false,
}: TronCheckBalanceViewProps) {
  const t = useTranslations('tronCheckBalance');
  const run = useTranslations('checkBalance.run');
  const describeError = useTronErrorText(locale);
  const api = useTronApi(upstream, relayPath);
  const checker = useColumnsChecker(TRON_CHECK_DRAFT_TOOL);
  const { includeNative, tokens } = checker.draft;
  const { state, start, cancel } = useTronBalanceCheck();

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (checker.blocker !== null) return;
    void start({
      apiUrl: api.resolveUrl(),
      multicall,
      owners: checker.owners,
      lines: checker.lines,
      columns: checker.columns,
    });
  }

  const tokenError = state.phase === 'failed' && isTokenError(state.error) ? state.error : null;

  return (
    <ColumnsCheckerLayout
      checker={checker}
      namespace="tronCheckBalance"
      locale={locale}
      currentPath={currentPath}
      isCompact={isCompact}
      setup={
        <>
          <TronApiField api={api} disabled={state.phase === 'running'} />
          <TronTokenPicker
            includeTrx={includeNative}
            onIncludeTrx={checker.setIncludeNative}
            tokens={tokens}
            onTokens={checker.setTokens}
          />
        </>
      }
      schema={ADDRESS_SCHEMA}
      state={state}
      onRun={check}
      onCancel={cancel}
      failure={(error) =>
        isTokenError(error) ? null : (
          <TronReadError
            api={api}
            message={run('failed', { message: describeError(error) })}
            onRetry={check}
            testId="tron-check-error"
          />
        )
      }
      notice={
        tokenError && (
          <p className="account-alert account-alert--error" role="alert">
            {t('columns.tokenError', {
              token: tokenError.token,
              reason: tokenError.message.replace(`Token ${tokenError.token}: `, ''),
            })}
          </p>
        )
      }
      explorerLink={explorerLink}
    />
  );
}
